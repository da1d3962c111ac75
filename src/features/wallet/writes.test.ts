import { afterEach, describe, expect, it } from 'vitest'
import type { AppDB } from '@/db/db'
import type { WalletBalanceRow } from '@/db/mirrors/market'
import { enqueue } from '@/lib/sync/outbox'
import { readOverlaid } from '@/lib/sync/overlay'
import { syncRegistry } from '@/lib/sync/sync-registry'
import { processLock } from '@/lib/sync/lock'
import { pullAll } from '@/lib/sync/pull'
import { replayOutbox } from '@/lib/sync/replay'
import { manualClock, testDB } from '@/lib/sync/test-support'
import { walletBanksCollection, walletTransactionsCollection } from '@/lib/sync/portal/wallet-lists'
import { fundWalletWrite, pendingTransactionId, withdrawWrite } from './writes'

const U = '00000000-0000-4000-8000-000000000001'
const OTHER = '00000000-0000-4000-8000-000000000002'
const BANK = '00000000-0000-4000-8000-0000000000b1'
const T1 = '00000000-0000-4000-8000-0000000000a1'
const T2 = '00000000-0000-4000-8000-0000000000a2'
const balance: WalletBalanceRow = { key: 'me', currency: 'NGN', available: 10_000, escrow: 2_000, pendingPayout: 0, onHold: 0 }
const tx = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  type: 'fund' as const,
  amount: 5_000,
  direction: 'credit' as const,
  status: 'completed' as const,
  counterparty: null,
  reference: `ref-${id.slice(-2)}`,
  userId: U,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...over,
})

const ME = { userId: U, accessToken: 'token-u' }
let db: AppDB
afterEach(() => db?.close())

/** A portal answering the write with `answer` and the balance and transactions pulls with these. */
function portal(answer: unknown, pulledBalance: WalletBalanceRow, transactions: unknown[]): typeof fetch {
  return (async (url: string) => {
    const path = new URL(url).pathname
    const body = path.endsWith('/auth/get-user-wallet') ? pulledBalance : path.endsWith('/auth/get-all-transactions') ? { transactions, total: transactions.length, page: 1, perPage: 100 } : answer
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  }) as unknown as typeof fetch
}
const deps = (fetchFn: typeof fetch) => ({ db, fetch: fetchFn, baseUrl: 'http://portal.test/api', now: manualClock().now })
const replay = (fetchFn: typeof fetch) => replayOutbox({ ...deps(fetchFn), lock: processLock, random: () => 0.5 })
const pull = (fetchFn: typeof fetch, names: string[]) => pullAll(deps(fetchFn), names)

describe('wallet collections', () => {
  it('mirror the latest 100 transactions and the banks list as one row', () => {
    expect(walletTransactionsCollection.query?.({ userId: U, role: 'admin' })).toEqual({ page: '1', perPage: '100' })
    expect(walletTransactionsCollection.since).toBeUndefined()
    expect(walletTransactionsCollection.parse({ transactions: [tx(T1)], total: 1, page: 1, perPage: 100 }).rows).toEqual([tx(T1)])
    const banks = [{ code: '058', name: 'Guaranty Trust Bank' }]
    expect(walletBanksCollection.parse({ banks, accounts: [] }).rows).toEqual([{ key: 'me', banks, accounts: [] }])
    expect(syncRegistry.collection('wallet.transactions')).toBe(walletTransactionsCollection)
    expect(syncRegistry.write('wallet.fund')).toBeDefined()
    expect(syncRegistry.write('wallet.withdraw')).toBeDefined()
  })
})

describe('wallet.fund', () => {
  it('shows the funding pending on the balance and as a pending credit, sending only the amount', async () => {
    db = await testDB()
    await db.walletBalance.put(balance)
    await db.walletTransactions.put(tx(T1))
    const e = await enqueue(db, fundWalletWrite, { amount: 150_050 }, { userId: U })
    expect(e.body).toEqual({ type: 'json', value: { amount: 150_050 } })
    expect(e.path).toBe('/auth/fund-user-wallet')

    const [b] = await readOverlaid(db, syncRegistry, 'walletBalance', U)
    // Not available until the server credits it.
    expect(b).toMatchObject({ available: 10_000, pendingFunding: 150_050, _pending: { status: 'pending' } })
    const rows = await readOverlaid(db, syncRegistry, 'walletTransactions', U)
    expect(rows).toHaveLength(2)
    expect(rows.find((r) => r.id === pendingTransactionId(e))).toMatchObject({ type: 'fund', amount: 150_050, direction: 'credit', status: 'pending', userId: U, _pending: { seq: e.seq } })
    // Another user's queued write never shows.
    await enqueue(db, fundWalletWrite, { amount: 1 }, { userId: OTHER })
    expect(await readOverlaid(db, syncRegistry, 'walletTransactions', U)).toHaveLength(2)
    // The mirror itself is untouched.
    expect(await db.walletBalance.get('me')).toEqual(balance)
  })

  it('two queued fundings add up', async () => {
    db = await testDB()
    await db.walletBalance.put(balance)
    await enqueue(db, fundWalletWrite, { amount: 100 }, { userId: U })
    await enqueue(db, fundWalletWrite, { amount: 250 }, { userId: U })
    const [b] = await readOverlaid(db, syncRegistry, 'walletBalance', U)
    expect(b!.pendingFunding).toBe(350)
    expect((await readOverlaid(db, syncRegistry, 'walletTransactions', U)).filter((r) => r.status === 'pending')).toHaveLength(2)
  })

  it('a credited funding shows pending until the balance and the list are pulled, then the server’s figures', async () => {
    db = await testDB(ME)
    await db.walletBalance.put(balance)
    const e = await enqueue(db, fundWalletWrite, { amount: 5_000 }, { userId: U })
    const funding = { id: T2, reference: 'FND-1', amount: 5_000, status: 'credited' as const, provider: 'sandbox', authorizationUrl: null }
    const server = portal({ funding, transaction: tx(T1, { reference: 'FND-1' }) }, { ...balance, available: 15_000 }, [tx(T1, { reference: 'FND-1' })])
    expect(await replay(server)).toMatchObject({ confirmed: 1, refresh: ['walletBalance', 'wallet.transactions'] })
    expect((await readOverlaid(db, syncRegistry, 'walletBalance', U))[0]).toMatchObject({ available: 10_000, pendingFunding: 5_000 })
    expect(await db.walletFundings.get(T2)).toMatchObject({ status: 'credited', createdAt: e.createdAt })
    await pull(server, ['walletBalance'])
    // The balance landed with the credit: the funding is no longer added on top of it.
    expect(await readOverlaid(db, syncRegistry, 'walletBalance', U)).toEqual([{ ...balance, available: 15_000 }])
    expect((await readOverlaid(db, syncRegistry, 'walletTransactions', U)).map((r) => r.id)).toEqual([pendingTransactionId(e)])
    await pull(server, ['wallet.transactions'])
    expect(await readOverlaid(db, syncRegistry, 'walletTransactions', U)).toEqual([tx(T1, { reference: 'FND-1' })])
    expect(await db.outbox.count()).toBe(0)
  })

  it("a real provider's pending funding keeps its checkout address and leaves the balance alone", async () => {
    db = await testDB(ME)
    await db.walletBalance.put(balance)
    await enqueue(db, fundWalletWrite, { amount: 5_000 }, { userId: U })
    const funding = { id: T2, reference: 'FND-2', amount: 5_000, status: 'pending' as const, provider: 'paystack', authorizationUrl: 'https://checkout.example/abc' }
    const server = portal({ funding, transaction: null }, balance, [])
    await replay(server)
    await pull(server, ['walletBalance', 'wallet.transactions'])
    expect(await readOverlaid(db, syncRegistry, 'walletBalance', U)).toEqual([balance])
    expect(await db.walletTransactions.count()).toBe(0)
    expect(await db.walletFundings.get(T2)).toMatchObject({ authorizationUrl: 'https://checkout.example/abc', status: 'pending' })
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('wallet.withdraw', () => {
  const input = { amount: 4_000, bank_account_id: BANK, accountLabel: 'Guaranty Trust Bank ••••6789' }

  it('moves the amount from available to pending payout at once, sending only the specified fields', async () => {
    db = await testDB()
    await db.walletBalance.put(balance)
    const e = await enqueue(db, withdrawWrite, input, { userId: U })
    expect(e.body).toEqual({ type: 'json', value: { amount: 4_000, bank_account_id: BANK } })
    expect(withdrawWrite.describe(input)).toBe('Withdrawal to Guaranty Trust Bank ••••6789')
    const [b] = await readOverlaid(db, syncRegistry, 'walletBalance', U)
    expect(b).toMatchObject({ available: 6_000, escrow: 2_000, pendingPayout: 4_000, _pending: { seq: e.seq } })
    const [row] = await readOverlaid(db, syncRegistry, 'walletTransactions', U)
    expect(row).toMatchObject({ id: pendingTransactionId(e), type: 'withdraw', direction: 'debit', amount: 4_000, status: 'pending', counterparty: input.accountLabel })
  })

  it('a refused withdrawal no longer changes the balance', async () => {
    db = await testDB()
    await db.walletBalance.put(balance)
    const e = await enqueue(db, withdrawWrite, input, { userId: U })
    await db.outbox.update(e.seq, { status: 'rejected', error: { status: 409, message: 'Insufficient funds' } })
    expect(await readOverlaid(db, syncRegistry, 'walletBalance', U)).toEqual([balance])
    expect(await readOverlaid(db, syncRegistry, 'walletTransactions', U)).toEqual([])
  })

  it('confirmed, the withdrawal still shows until the server’s balance and list are pulled', async () => {
    db = await testDB(ME)
    await db.walletBalance.put(balance)
    const e = await enqueue(db, withdrawWrite, input, { userId: U })
    const sent = tx(T1, { type: 'withdraw', direction: 'debit', amount: 4_000, counterparty: input.accountLabel })
    const payout = { id: T2, amount: 4_000, status: 'pending', reference: 'PO-1', bankAccountId: BANK, lastError: null, createdAt: '2026-11-21T10:00:00.000Z' }
    const server = portal({ transaction: sent, payout }, { ...balance, available: 6_000, pendingPayout: 4_000, onHold: 0 }, [sent])
    await replay(server)
    const [b] = await readOverlaid(db, syncRegistry, 'walletBalance', U)
    expect(b).toMatchObject({ available: 6_000, pendingPayout: 4_000, onHold: 0 })
    expect(b).not.toHaveProperty('_pending')
    expect((await readOverlaid(db, syncRegistry, 'walletTransactions', U)).map((r) => r.id)).toEqual([pendingTransactionId(e)])
    await pull(server, ['walletBalance', 'wallet.transactions'])
    expect(await readOverlaid(db, syncRegistry, 'walletBalance', U)).toEqual([{ ...balance, available: 6_000, pendingPayout: 4_000, onHold: 0 }])
    expect(await readOverlaid(db, syncRegistry, 'walletTransactions', U)).toEqual([sent])
    expect(await db.outbox.count()).toBe(0)
  })

  it('without a pulled balance, the overlay adds no row of its own', async () => {
    db = await testDB()
    await enqueue(db, withdrawWrite, input, { userId: U })
    expect(await readOverlaid(db, syncRegistry, 'walletBalance', U)).toEqual([])
  })
})
