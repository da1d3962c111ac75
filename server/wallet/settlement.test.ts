import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getBalances } from './domain/accounts'
import { confirmBankAccount, initBankAccount } from './domain/bank-accounts'
import { fund } from './domain/movements'
import { claimDuePayouts, resolvePayout, withdraw } from './domain/payouts'
import { sandboxProvider } from './providers/sandbox'
import type { PaymentProvider } from './providers/types'
import { walletPayouts, walletTransactions } from './schema'
import { settlePayouts } from './settlement'
import { assertLedgerSound, createHarness, type Harness } from './test-harness'

let h: Harness
/** How far the tests have moved the clock ahead of real time (the database's now() stays real). */
let skew = 0
const provider = sandboxProvider({ settleDelayMs: 1_000, now: () => Date.now() + skew })
beforeAll(async () => {
  h = await createHarness({ provider })
})
afterAll(() => h.close())

const key = () => `t:${randomUUID()}`
const later = (ms: number) => new Date(Date.now() + skew + ms)

async function userWithBank(accountNumber: string, amount = 10_000) {
  const user = (await h.makeUser()).id
  await fund(h.db, { userId: user, amount, idempotencyKey: key(), source: 'sandbox' })
  const bank = await initBankAccount(h.db, provider, { userId: user, bankCode: '057', accountNumber })
  await confirmBankAccount(h.db, { userId: user, id: bank.id })
  return { user, bankAccountId: bank.id }
}

const payoutOf = async (id: string) => (await h.db.select().from(walletPayouts).where(eq(walletPayouts.id, id)))[0]!
const txStatus = async (id: string) => (await h.db.select().from(walletTransactions).where(eq(walletTransactions.id, id)))[0]!.status

describe('withdrawals and settlement', () => {
  it('a payout stays in pending payout while the provider works, then settles, with a notification', async () => {
    const { user, bankAccountId } = await userWithBank('2233445566')
    const w = await h.service.withdraw({ userId: user, amount: 4_000, bankAccountId, idempotencyKey: key() })
    expect(w.payout.status).toBe('processing')
    expect(w.transaction).toMatchObject({ type: 'withdraw', status: 'pending', direction: 'debit', amount: 4_000 })
    expect(await getBalances(h.db, user)).toEqual({ available: 6_000, escrow: 0, pendingPayout: 4_000, onHold: 0 })

    skew += 1_500
    const report = await h.service.settlePayouts({ now: later(10_000) })
    expect(report.settled).toBeGreaterThanOrEqual(1)
    expect((await payoutOf(w.payout.id)).status).toBe('succeeded')
    expect(await txStatus(w.transaction.id)).toBe('succeeded')
    expect(await getBalances(h.db, user)).toEqual({ available: 6_000, escrow: 0, pendingPayout: 0, onHold: 0 })
    expect(h.notifications).toContainEqual({ userId: user, kind: 'payout_settled', data: expect.objectContaining({ payoutId: w.payout.id, amount: 4_000 }) })
    await assertLedgerSound(h.db)
  })

  it('a payout the bank declines returns the money to available, with a notification', async () => {
    const { user, bankAccountId } = await userWithBank('2233440000')
    const w = await h.service.withdraw({ userId: user, amount: 2_500, bankAccountId, idempotencyKey: key() })
    skew += 1_500
    await h.service.settlePayouts({ now: later(10_000) })
    const payout = await payoutOf(w.payout.id)
    expect(payout.status).toBe('failed')
    expect(payout.lastError).toMatch(/declined/)
    expect(await txStatus(w.transaction.id)).toBe('failed')
    expect(await getBalances(h.db, user)).toEqual({ available: 10_000, escrow: 0, pendingPayout: 0, onHold: 0 })
    expect(h.notifications).toContainEqual({ userId: user, kind: 'payout_failed', data: expect.objectContaining({ payoutId: w.payout.id }) })
    await assertLedgerSound(h.db)
  })

  it('refuses an unconfirmed or unknown bank account and moves nothing', async () => {
    const { user } = await userWithBank('2233441111')
    const pending = await initBankAccount(h.db, provider, { userId: user, bankCode: '057', accountNumber: '5566778899' })
    await expect(withdraw(h.db, { userId: user, amount: 100, bankAccountId: pending.id, idempotencyKey: key() })).rejects.toMatchObject({ status: 409, code: 'bank_account_unconfirmed' })
    await expect(withdraw(h.db, { userId: user, amount: 100, bankAccountId: randomUUID(), idempotencyKey: key() })).rejects.toMatchObject({ status: 404 })
    const other = await userWithBank('2233442222')
    await expect(withdraw(h.db, { userId: user, amount: 100, bankAccountId: other.bankAccountId, idempotencyKey: key() })).rejects.toMatchObject({ status: 404 })
    expect(await getBalances(h.db, user)).toEqual({ available: 10_000, escrow: 0, pendingPayout: 0, onHold: 0 })
  })
})

describe('crashes between the request and the settlement', () => {
  it('the provider call throws: the money waits in pending payout and the next run sends it, once', async () => {
    const { user, bankAccountId } = await userWithBank('3344556677')
    const down: PaymentProvider = { ...provider, transfer: async () => Promise.reject(new Error('connect ECONNREFUSED')) }
    const w = await withdraw(h.db, { userId: user, amount: 3_000, bankAccountId, idempotencyKey: key() })
    const report = await settlePayouts(h.db, down, { now: later(0), ids: [w.payout.id] })
    expect(report).toMatchObject({ claimed: 1, waiting: 1 })
    expect(await payoutOf(w.payout.id)).toMatchObject({ status: 'pending', lastError: 'connect ECONNREFUSED' })
    expect(await getBalances(h.db, user)).toEqual({ available: 7_000, escrow: 0, pendingPayout: 3_000, onHold: 0 })

    // Not before its back-off ends…
    expect((await settlePayouts(h.db, provider, { now: later(1_000), ids: [w.payout.id] })).claimed).toBe(0)
    // …then sent (the provider had never seen it), and settled once the provider finishes.
    await settlePayouts(h.db, provider, { now: later(60_000), ids: [w.payout.id] })
    skew += 1_500
    await settlePayouts(h.db, provider, { now: later(120_000), ids: [w.payout.id] })
    expect((await payoutOf(w.payout.id)).status).toBe('succeeded')
    expect(provider.transfers.get(w.payout.reference)?.sends).toBe(1)
    expect(await getBalances(h.db, user)).toEqual({ available: 7_000, escrow: 0, pendingPayout: 0, onHold: 0 })
    await assertLedgerSound(h.db)
  })

  it('the process dies right after the withdrawal commits: the next run finds and resolves it', async () => {
    const { user, bankAccountId } = await userWithBank('3344550000')
    const w = await withdraw(h.db, { userId: user, amount: 1_000, bankAccountId, idempotencyKey: key() })
    expect(await getBalances(h.db, user)).toMatchObject({ pendingPayout: 1_000, onHold: 0 })
    await settlePayouts(h.db, provider, { now: later(0), ids: [w.payout.id] })
    skew += 1_500
    await settlePayouts(h.db, provider, { now: later(60_000), ids: [w.payout.id] })
    expect((await payoutOf(w.payout.id)).status).toBe('failed')
    expect(await getBalances(h.db, user)).toEqual({ available: 10_000, escrow: 0, pendingPayout: 0, onHold: 0 })
  })

  it('the process dies after sending but before recording: the lease runs out, the next run asks and does not resend', async () => {
    const { user, bankAccountId } = await userWithBank('3344558888')
    const w = await withdraw(h.db, { userId: user, amount: 2_000, bankAccountId, idempotencyKey: key() })
    // What the dead run did: claimed the payout and reached the provider, nothing more.
    await claimDuePayouts(h.db, { now: later(0), limit: 10, leaseMs: 60_000, ids: [w.payout.id] })
    await provider.transfer({ reference: w.payout.reference, amount: 2_000, recipientCode: 'RCP_sandbox_057_3344558888', reason: 'x' })
    expect((await settlePayouts(h.db, provider, { now: later(30_000), ids: [w.payout.id] })).claimed).toBe(0)
    skew += 1_500
    expect(await settlePayouts(h.db, provider, { now: later(61_000), ids: [w.payout.id] })).toMatchObject({ claimed: 1, settled: 1 })
    expect(provider.transfers.get(w.payout.reference)?.sends).toBe(1)
    expect(await getBalances(h.db, user)).toEqual({ available: 8_000, escrow: 0, pendingPayout: 0, onHold: 0 })
  })
})

describe('settling from several places at once', () => {
  it('parallel runs claim disjoint payouts, and each payout is sent and settled once', async () => {
    const { user, bankAccountId } = await userWithBank('4455667788', 20_000)
    const ws = []
    for (let i = 0; i < 20; i++) ws.push(await withdraw(h.db, { userId: user, amount: 1_000, bankAccountId, idempotencyKey: key() }))
    const ids = ws.map((w) => w.payout.id)
    const wide = h.widePool(10)
    const dbs = wide ? [wide.db, wide.db, h.db] : [h.db, h.db, h.db]
    const runs = await Promise.all(dbs.map((db) => settlePayouts(db, provider, { now: later(0), ids, limit: 50 })))
    expect(runs.reduce((s, r) => s + r.claimed, 0)).toBe(20)
    skew += 1_500
    const second = await Promise.all(dbs.map((db) => settlePayouts(db, provider, { now: later(60_000), ids, limit: 50 })))
    expect(second.reduce((s, r) => s + r.settled, 0)).toBe(20)
    for (const w of ws) expect(provider.transfers.get(w.payout.reference)?.sends).toBe(1)
    expect(await getBalances(h.db, user)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 0 })
    await assertLedgerSound(h.db)
  })

  it('a final outcome reported twice applies once; a reversal after success returns the money', async () => {
    const { user, bankAccountId } = await userWithBank('5566771234')
    const w = await withdraw(h.db, { userId: user, amount: 500, bankAccountId, idempotencyKey: key() })
    expect((await resolvePayout(h.db, w.payout.id, { state: 'success' })).changed).toBe(true)
    expect((await resolvePayout(h.db, w.payout.id, { state: 'success' })).changed).toBe(false)
    expect(await getBalances(h.db, user)).toEqual({ available: 9_500, escrow: 0, pendingPayout: 0, onHold: 0 })
    expect((await resolvePayout(h.db, w.payout.id, { state: 'reversed', reason: 'bank returned it' })).changed).toBe(true)
    expect((await resolvePayout(h.db, w.payout.id, { state: 'failed' })).changed).toBe(false)
    expect(await getBalances(h.db, user)).toEqual({ available: 10_000, escrow: 0, pendingPayout: 0, onHold: 0 })
    expect(await txStatus(w.transaction.id)).toBe('reversed')
    await assertLedgerSound(h.db)
  })
})
