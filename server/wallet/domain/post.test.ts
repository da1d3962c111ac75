import { randomUUID } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletAccounts, walletEntries, walletTransactions } from '../schema'
import { assertLedgerSound, createHarness, type Harness } from '../test-harness'
import { ensureWallet, getBalances, userAccount, platformAccount } from './accounts'
import { checkLedger } from './invariants'
import { escrow, fund } from './movements'
import { post } from './post'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const count = async (table: typeof walletEntries | typeof walletTransactions) => (await h.db.select({ id: table.id }).from(table)).length

describe('post', () => {
  it('writes one transaction with balanced entries and keeps the cached balances equal to the sums', async () => {
    const user = randomUUID()
    const { transaction, replayed } = await fund(h.db, { userId: user, amount: 5000, idempotencyKey: `t:${randomUUID()}`, source: 'sandbox' })
    expect(replayed).toBe(false)
    expect(transaction).toMatchObject({ type: 'fund', amount: 5000, status: 'completed', userId: user, counterparty: 'sandbox' })
    expect(await getBalances(h.db, user)).toEqual({ available: 5000, escrow: 0, pendingPayout: 0, onHold: 0 })
    const report = await checkLedger(h.db)
    expect(report.cacheMismatch).toEqual([])
    expect(report.unbalanced).toEqual([])
    expect(report.total).toBe(0)
  })

  it('moves money once for the same idempotency key and returns the original transaction', async () => {
    const user = randomUUID()
    const key = `t:${randomUUID()}`
    const first = await fund(h.db, { userId: user, amount: 700, idempotencyKey: key, source: 'sandbox' })
    const again = await fund(h.db, { userId: user, amount: 700, idempotencyKey: key, source: 'sandbox' })
    expect(again.replayed).toBe(true)
    expect(again.transaction.id).toBe(first.transaction.id)
    expect((await getBalances(h.db, user)).available).toBe(700)
  })

  it('refuses a different movement under a used key with 422, moving nothing', async () => {
    const user = randomUUID()
    const key = `t:${randomUUID()}`
    await fund(h.db, { userId: user, amount: 700, idempotencyKey: key, source: 'sandbox' })
    await expect(fund(h.db, { userId: user, amount: 900, idempotencyKey: key, source: 'sandbox' })).rejects.toMatchObject({ status: 422 })
    expect((await getBalances(h.db, user)).available).toBe(700)
  })

  it('refuses to overdraw with a 409 and writes nothing', async () => {
    const user = randomUUID()
    await fund(h.db, { userId: user, amount: 100, idempotencyKey: `t:${randomUUID()}`, source: 'sandbox' })
    const [tx, entries] = [await count(walletTransactions), await count(walletEntries)]
    await expect(escrow(h.db, { userId: user, amount: 101, idempotencyKey: `t:${randomUUID()}` })).rejects.toMatchObject({ status: 409, code: 'insufficient_funds' })
    expect([await count(walletTransactions), await count(walletEntries)]).toEqual([tx, entries])
    expect(await getBalances(h.db, user)).toEqual({ available: 100, escrow: 0, pendingPayout: 0, onHold: 0 })
  })

  it('rejects unbalanced, single-entry and invalid postings before touching the database', async () => {
    const user = randomUUID()
    const legs = (a: number, b: number) => [
      { account: platformAccount('funding_source'), amount: a },
      { account: userAccount(user, 'available'), amount: b },
    ]
    const base = { type: 'fund' as const, userId: user, amount: 10, idempotencyKey: `t:${randomUUID()}` }
    await expect(post(h.db, { ...base, legs: legs(-10, 9) })).rejects.toThrow(/Unbalanced/)
    await expect(post(h.db, { ...base, legs: legs(-10, 10).slice(0, 1) })).rejects.toThrow(/two entries/)
    await expect(post(h.db, { ...base, legs: legs(-0.5, 0.5) })).rejects.toThrow(/whole numbers/)
    for (const amount of [0, -5, 1.5, Number.MAX_SAFE_INTEGER, Number.NaN]) {
      await expect(post(h.db, { ...base, amount, legs: legs(-10, 10) })).rejects.toMatchObject({ status: 400 })
    }
    expect(await getBalances(h.db, user)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 0 })
  })

  it('runs inside a caller transaction: a refusal leaves it usable, and its rollback undoes the posting', async () => {
    const user = randomUUID()
    await expect(
      h.db.transaction(async (tx) => {
        await fund(tx, { userId: user, amount: 300, idempotencyKey: `t:${randomUUID()}`, source: 'sandbox' })
        await expect(escrow(tx, { userId: user, amount: 301, idempotencyKey: `t:${randomUUID()}` })).rejects.toMatchObject({ status: 409 })
        await escrow(tx, { userId: user, amount: 200, idempotencyKey: `t:${randomUUID()}` })
        expect(await getBalances(tx, user)).toEqual({ available: 100, escrow: 200, pendingPayout: 0, onHold: 0 })
        throw new Error('caller changed its mind')
      }),
    ).rejects.toThrow('caller changed its mind')
    expect(await getBalances(h.db, user)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 0 })
    await assertLedgerSound(h.db)
  })

  it('ensureWallet creates the four accounts once', async () => {
    const user = randomUUID()
    expect(await ensureWallet(h.db, user)).toEqual({ created: true })
    expect(await ensureWallet(h.db, user)).toEqual({ created: false })
    const rows = await h.db.select({ kind: walletAccounts.kind }).from(walletAccounts).where(eq(walletAccounts.owner, user)).orderBy(asc(walletAccounts.kind))
    const kinds = rows.map((r) => r.kind)
    expect(kinds).toEqual(['available', 'escrow', 'on_hold', 'pending_payout'])
  })
})

describe('database guards', () => {
  it('refuses to update or delete entries, and to change anything but a transaction status', async () => {
    const user = randomUUID()
    const { transaction } = await fund(h.db, { userId: user, amount: 50, idempotencyKey: `t:${randomUUID()}`, source: 'sandbox' })
    await expect(h.db.execute(sql`update wallet_entries set amount = amount * 2 where transaction_id = ${transaction.id}`)).rejects.toThrow()
    await expect(h.db.execute(sql`delete from wallet_entries where transaction_id = ${transaction.id}`)).rejects.toThrow()
    await expect(h.db.execute(sql`update wallet_transactions set amount = 1 where id = ${transaction.id}`)).rejects.toThrow()
    await expect(h.db.execute(sql`delete from wallet_transactions where id = ${transaction.id}`)).rejects.toThrow()
    await h.db.execute(sql`update wallet_transactions set status = 'completed' where id = ${transaction.id}`)
    await assertLedgerSound(h.db)
  })

  it('refuses an unbalanced insert and a negative balance written by hand', async () => {
    const { transaction } = await fund(h.db, { userId: randomUUID(), amount: 50, idempotencyKey: `t:${randomUUID()}`, source: 'sandbox' })
    const [account] = await h.db.select().from(walletAccounts).where(and(eq(walletAccounts.owner, transaction.userId), eq(walletAccounts.kind, 'available')))
    const accountId = account?.id
    expect(accountId).toBeTruthy()
    await expect(h.db.execute(sql`insert into wallet_entries (id, transaction_id, account_id, amount) values (${randomUUID()}, ${transaction.id}, ${accountId}, 5)`)).rejects.toThrow()
    await expect(h.db.execute(sql`update wallet_accounts set balance = -1 where id = ${accountId}`)).rejects.toThrow()
    await assertLedgerSound(h.db)
  })
})
