import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PaymentProvider } from '../providers/types'
import { sandboxProvider } from '../providers/sandbox'
import { walletAccounts } from '../schema'
import { PLATFORM } from '../schema-values'
import { assertLedgerSound, createHarness, type Harness } from '../test-harness'
import { closeWallet, getBalances } from './accounts'
import { completeFunding, startFunding } from './fundings'
import { escrow, fund, pay, refund } from './movements'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const key = () => `t:${randomUUID()}`
const unclaimed = async () => {
  const [row] = await h.db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.owner, PLATFORM), eq(walletAccounts.kind, 'unclaimed')))
  return row?.balance ?? 0
}
/** A provider whose charges are paid on its own page and confirmed later by its webhook. */
const checkout: PaymentProvider = { ...sandboxProvider(), startFunding: async () => ({ kind: 'redirect', authorizationUrl: 'https://checkout.example/pay' }) }

describe("a deleted account's wallet", () => {
  it('closes only when it holds nothing, saying what it holds', async () => {
    const user = randomUUID()
    await fund(h.db, { userId: user, amount: 5_000, idempotencyKey: key(), source: 'test' })
    await escrow(h.db, { userId: user, amount: 2_000, idempotencyKey: key() })
    expect(await closeWallet(h.db, user)).toEqual({ closed: false, balances: { available: 3_000, escrow: 2_000, pendingPayout: 0, onHold: 0 } })
    // Still open: money keeps moving.
    await refund(h.db, { userId: user, amount: 2_000, idempotencyKey: key() })
    expect(await getBalances(h.db, user)).toEqual({ available: 5_000, escrow: 0, pendingPayout: 0, onHold: 0 })
  })

  it('takes no money once closed, but answers a movement posted before the closing again', async () => {
    const user = randomUUID()
    const earlier = { userId: user, amount: 1_000, idempotencyKey: key(), source: 'test' }
    await fund(h.db, earlier)
    await escrow(h.db, { userId: user, amount: 1_000, idempotencyKey: key() })
    await pay(h.db, { fromUserId: user, toUserId: randomUUID(), amount: 1_000, fee: 0, idempotencyKey: key() })
    expect(await closeWallet(h.db, user)).toMatchObject({ closed: true })
    await expect(fund(h.db, { userId: user, amount: 500, idempotencyKey: key(), source: 'test' })).rejects.toMatchObject({ status: 409, code: 'account_closed' })
    await expect(startFunding(h.db, h.provider, { userId: user, amount: 500, email: 'gone@example.test', idempotencyKey: key() })).rejects.toMatchObject({ code: 'account_closed' })
    // The same key as before the closing is the same movement: answered, and nothing moves.
    expect((await fund(h.db, earlier)).replayed).toBe(true)
    expect(await getBalances(h.db, user)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 0 })
    await assertLedgerSound(h.db)
  })

  it('keeps a charge the provider confirms after the closing as unclaimed, never in the closed account', async () => {
    const user = randomUUID()
    const started = await startFunding(h.db, checkout, { userId: user, amount: 7_000, email: 'late@example.test', idempotencyKey: key() })
    expect(started.funding.status).toBe('pending')
    expect(await closeWallet(h.db, user)).toMatchObject({ closed: true })
    const before = await unclaimed()
    const done = await completeFunding(h.db, { reference: started.funding.reference, amount: 7_000, source: 'checkout' })
    expect(done?.transaction?.metadata).toMatchObject({ unclaimed: true })
    expect(await getBalances(h.db, user)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 0 })
    expect((await unclaimed()) - before).toBe(7_000)
    await assertLedgerSound(h.db)
  })
})
