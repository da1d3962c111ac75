import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { HttpError } from '../../lib/errors'
import { assertLedgerSound, createHarness, type Harness } from '../test-harness'
import { getBalances } from './accounts'
import { confirmBankAccount, initBankAccount } from './bank-accounts'
import { escrow, fund, pay } from './movements'
import { withdraw } from './payouts'

let h: Harness
/** On PostgreSQL: a pool wide enough that all 50 transactions hold their own connection at once. */
let wide: { db: Db; close: () => Promise<void> } | null
let db: Db
beforeAll(async () => {
  h = await createHarness()
  wide = h.widePool(60)
  db = wide?.db ?? h.db
})
afterAll(() => h.close())

/** Runs each job in its own database transaction, all at once, and records how many were open together. */
async function inParallel<T>(jobs: ((tx: Db) => Promise<T>)[]) {
  let open = 0
  let maxOpen = 0
  const results = await Promise.allSettled(
    jobs.map((job) =>
      db.transaction(async (tx) => {
        open += 1
        maxOpen = Math.max(maxOpen, open)
        try {
          // A pause inside the transaction, so they are all open before any finishes.
          await new Promise((r) => setTimeout(r, 20))
          return await job(tx as unknown as Db)
        } finally {
          open -= 1
        }
      }),
    ),
  )
  return { results, maxOpen }
}

async function fundedUserWithBank(amount: number) {
  const user = (await h.makeUser()).id
  await fund(h.db, { userId: user, amount, idempotencyKey: `t:${randomUUID()}`, source: 'sandbox' })
  const bank = await initBankAccount(h.db, h.provider, { userId: user, bankCode: '044', accountNumber: '1234567890' })
  await confirmBankAccount(h.db, { userId: user, id: bank.id })
  return { user, bankAccountId: bank.id }
}

describe(`concurrency (${process.env.DATABASE_URL ? 'PostgreSQL, 60-connection pool' : 'PGlite'})`, () => {
  it('50 simultaneous withdrawals against a balance that covers 10: exactly 10 accepted, 40 refused with 409', async () => {
    const { user, bankAccountId } = await fundedUserWithBank(10 * 1_000)
    const { results, maxOpen } = await inParallel(
      Array.from({ length: 50 }, () => (tx: Db) => withdraw(tx, { userId: user, amount: 1_000, bankAccountId, idempotencyKey: `t:${randomUUID()}` })),
    )
    const accepted = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(accepted).toHaveLength(10)
    expect(refused).toHaveLength(40)
    for (const r of refused) expect(r.reason).toMatchObject({ status: 409, code: 'insufficient_funds' })
    expect(await getBalances(h.db, user)).toEqual({ available: 0, escrow: 0, pendingPayout: 10_000, onHold: 0 })
    // PGlite has one connection and runs them one by one; PostgreSQL must really overlap them.
    if (wide) expect(maxOpen).toBeGreaterThan(10)
    await assertLedgerSound(h.db)
  })

  it('20 simultaneous calls with one idempotency key move the money once and all get the same transaction', async () => {
    const { user, bankAccountId } = await fundedUserWithBank(5_000)
    const key = `t:${randomUUID()}`
    const { results } = await inParallel(Array.from({ length: 20 }, () => (tx: Db) => withdraw(tx, { userId: user, amount: 3_000, bankAccountId, idempotencyKey: key })))
    const ids = new Set(results.map((r) => (r.status === 'fulfilled' ? r.value.transaction.id : `rejected: ${String(r.reason)}`)))
    expect(ids.size).toBe(1)
    expect(await getBalances(h.db, user)).toEqual({ available: 2_000, escrow: 0, pendingPayout: 3_000, onHold: 0 })
  })

  it('crossing payments and escrows between two users neither deadlock nor overdraw', async () => {
    const a = (await h.makeUser('artist')).id
    const b = (await h.makeUser('artist')).id
    for (const u of [a, b]) {
      await fund(h.db, { userId: u, amount: 20_000, idempotencyKey: `t:${randomUUID()}`, source: 'sandbox' })
      await escrow(h.db, { userId: u, amount: 10_000, idempotencyKey: `t:${randomUUID()}` })
    }
    const jobs = Array.from({ length: 40 }, (_, i) => {
      const [from, to] = i % 2 ? [a, b] : [b, a]
      return i % 4 < 2
        ? (tx: Db) => pay(tx, { fromUserId: from, toUserId: to, amount: 700, fee: 70, idempotencyKey: `t:${randomUUID()}` })
        : (tx: Db) => escrow(tx, { userId: from, amount: 900, idempotencyKey: `t:${randomUUID()}` })
    })
    const { results } = await inParallel(jobs)
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason instanceof HttpError && r.reason.status === 409, String(r.reason)).toBe(true)
    }
    const [ba, bb] = [await getBalances(h.db, a), await getBalances(h.db, b)]
    for (const x of [ba, bb]) expect(Math.min(x.available, x.escrow)).toBeGreaterThanOrEqual(0)
    // Fees left the two wallets; everything else stayed between them.
    const paid = results.filter((r, i) => r.status === 'fulfilled' && i % 4 < 2).length
    expect(ba.available + ba.escrow + bb.available + bb.escrow).toBe(40_000 - paid * 70)
    await assertLedgerSound(h.db)
  })
})
