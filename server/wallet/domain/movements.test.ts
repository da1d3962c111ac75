import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feeFor } from '../money'
import { walletAccounts } from '../schema'
import { PLATFORM } from '../schema-values'
import { assertLedgerSound, createHarness, type Harness } from '../test-harness'
import { getBalances } from './accounts'
import { escrow, fund, pay, refund, release, reverse } from './movements'
import { platformTotals } from './totals'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const key = () => `t:${randomUUID()}`
const platform = async () => {
  const rows = await h.db.select().from(walletAccounts).where(eq(walletAccounts.owner, PLATFORM))
  return Object.fromEntries(rows.map((r) => [r.kind, r.balance]))
}

describe('the money path of a campaign', () => {
  it('fund → escrow → pay with fee → refund the rest, with exact balances everywhere', async () => {
    const artist = randomUUID()
    const creator = randomUUID()
    const before = await platform()
    await fund(h.db, { userId: artist, amount: 100_000, idempotencyKey: key(), source: 'sandbox' })
    await escrow(h.db, { userId: artist, amount: 60_000, idempotencyKey: key(), reference: 'sound-1' })
    const fee = feeFor(20_000, 1_000)
    const paid = await pay(h.db, { fromUserId: artist, toUserId: creator, amount: 20_000, fee, idempotencyKey: key(), reference: 'use-1' })
    expect(paid.transaction).toMatchObject({ type: 'pay', amount: 20_000, userId: artist, counterparty: creator })
    await refund(h.db, { userId: artist, amount: 40_000, idempotencyKey: key(), reference: 'sound-1' })

    expect(await getBalances(h.db, artist)).toEqual({ available: 80_000, escrow: 0, pendingPayout: 0, onHold: 0 })
    expect(await getBalances(h.db, creator)).toEqual({ available: 18_000, escrow: 0, pendingPayout: 0, onHold: 0 })
    const after = await platform()
    expect((after.fees ?? 0) - (before.fees ?? 0)).toBe(2_000)
    expect((after.funding_source ?? 0) - (before.funding_source ?? 0)).toBe(-100_000)
    await assertLedgerSound(h.db)
  })

  it('release hands escrow over in full; pay refuses a fee above the amount and paying oneself', async () => {
    const brand = randomUUID()
    const creator = randomUUID()
    await fund(h.db, { userId: brand, amount: 5_000, idempotencyKey: key(), source: 'sandbox' })
    await escrow(h.db, { userId: brand, amount: 5_000, idempotencyKey: key() })
    await release(h.db, { fromUserId: brand, toUserId: creator, amount: 3_000, idempotencyKey: key() })
    expect((await getBalances(h.db, creator)).available).toBe(3_000)
    await expect(pay(h.db, { fromUserId: brand, toUserId: creator, amount: 1_000, fee: 1_001, idempotencyKey: key() })).rejects.toMatchObject({ status: 400 })
    await expect(pay(h.db, { fromUserId: brand, toUserId: brand, amount: 1_000, fee: 0, idempotencyKey: key() })).rejects.toMatchObject({ status: 400 })
    await expect(pay(h.db, { fromUserId: brand, toUserId: creator, amount: 2_001, fee: 0, idempotencyKey: key() })).rejects.toMatchObject({ status: 409 })
    expect(await getBalances(h.db, brand)).toEqual({ available: 0, escrow: 2_000, pendingPayout: 0, onHold: 0 })
  })

  it('the same key again returns the first transaction and moves nothing; with other content it is refused', async () => {
    const [artist, creator, other] = [randomUUID(), randomUUID(), randomUUID()]
    await fund(h.db, { userId: artist, amount: 5_000, idempotencyKey: key(), source: 'sandbox' })
    const escrowKey = key()
    const first = await escrow(h.db, { userId: artist, amount: 4_000, idempotencyKey: escrowKey })
    const again = await escrow(h.db, { userId: artist, amount: 4_000, idempotencyKey: escrowKey })
    expect(again).toMatchObject({ replayed: true, transaction: { id: first.transaction.id } })
    await expect(escrow(h.db, { userId: artist, amount: 3_000, idempotencyKey: escrowKey })).rejects.toMatchObject({ status: 422 })
    const payKey = key()
    await pay(h.db, { fromUserId: artist, toUserId: creator, amount: 1_000, fee: 100, idempotencyKey: payKey })
    expect((await pay(h.db, { fromUserId: artist, toUserId: creator, amount: 1_000, fee: 100, idempotencyKey: payKey })).replayed).toBe(true)
    await expect(pay(h.db, { fromUserId: artist, toUserId: other, amount: 1_000, fee: 100, idempotencyKey: payKey })).rejects.toMatchObject({ status: 422 })
    await expect(pay(h.db, { fromUserId: artist, toUserId: creator, amount: 1_000, fee: 0, idempotencyKey: payKey })).rejects.toMatchObject({ status: 422 })
    expect(await getBalances(h.db, artist)).toEqual({ available: 1_000, escrow: 3_000, pendingPayout: 0, onHold: 0 })
    expect((await getBalances(h.db, creator)).available).toBe(900)
    expect((await getBalances(h.db, other)).available).toBe(0)
    await assertLedgerSound(h.db)
  })

  it('a whole-amount fee pays only the platform', async () => {
    const artist = randomUUID()
    await fund(h.db, { userId: artist, amount: 10, idempotencyKey: key(), source: 'sandbox' })
    await escrow(h.db, { userId: artist, amount: 10, idempotencyKey: key() })
    const creator = randomUUID()
    await pay(h.db, { fromUserId: artist, toUserId: creator, amount: 10, fee: 10, idempotencyKey: key() })
    expect((await getBalances(h.db, creator)).available).toBe(0)
    await assertLedgerSound(h.db)
  })
})

describe('feeFor', () => {
  it('rounds down in the creator’s favour and refuses nonsense', () => {
    expect(feeFor(999, 1_000)).toBe(99)
    expect(feeFor(1, 500)).toBe(0)
    expect(feeFor(10_000, 10_000)).toBe(10_000)
    expect(() => feeFor(100, -1)).toThrow()
    expect(() => feeFor(100, 10_001)).toThrow()
  })
})

describe('reverse', () => {
  it('undoes a payment once, marking the original reversed', async () => {
    const artist = randomUUID()
    const creator = randomUUID()
    await fund(h.db, { userId: artist, amount: 1_000, idempotencyKey: key(), source: 'sandbox' })
    await escrow(h.db, { userId: artist, amount: 1_000, idempotencyKey: key() })
    const { transaction } = await pay(h.db, { fromUserId: artist, toUserId: creator, amount: 1_000, fee: 100, idempotencyKey: key() })
    const k = key()
    const undone = await reverse(h.db, { transactionId: transaction.id, idempotencyKey: k, reason: 'disputed' })
    expect(undone.transaction).toMatchObject({ type: 'reversal', reversesId: transaction.id, amount: 1_000 })
    expect((await reverse(h.db, { transactionId: transaction.id, idempotencyKey: k })).replayed).toBe(true)
    await expect(reverse(h.db, { transactionId: transaction.id, idempotencyKey: key() })).rejects.toMatchObject({ status: 409 })
    expect(await getBalances(h.db, artist)).toEqual({ available: 0, escrow: 1_000, pendingPayout: 0, onHold: 0 })
    expect(await getBalances(h.db, creator)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 0 })
    await assertLedgerSound(h.db)
  })

  it('refuses to reverse a funding that was already spent (409), and unknown transactions', async () => {
    const user = randomUUID()
    const funded = await fund(h.db, { userId: user, amount: 500, idempotencyKey: key(), source: 'sandbox' })
    await escrow(h.db, { userId: user, amount: 400, idempotencyKey: key() })
    await expect(reverse(h.db, { transactionId: funded.transaction.id, idempotencyKey: key() })).rejects.toMatchObject({ status: 409, code: 'insufficient_funds' })
    await expect(reverse(h.db, { transactionId: randomUUID(), idempotencyKey: key() })).rejects.toMatchObject({ status: 404 })
    expect(await getBalances(h.db, user)).toEqual({ available: 100, escrow: 400, pendingPayout: 0, onHold: 0 })
  })
})

describe('platformTotals', () => {
  it('adds up to what came in: held by users + fees + paid out', async () => {
    const t = await platformTotals(h.db)
    expect(t.funded).toBeGreaterThan(0)
    expect(t.available + t.escrow + t.pendingPayout + t.fees + t.paidOut).toBe(t.funded)
  })
})
