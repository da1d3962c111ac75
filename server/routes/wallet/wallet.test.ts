import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { escrow, pay } from '../../wallet/domain/movements'
import { walletEntries, walletTransactions } from '../../wallet/schema'
import { MAX_AMOUNT } from '../../wallet/schema-values'
import { assertLedgerSound, createHarness, type Harness, type HarnessUser } from '../../wallet/test-harness'

const ledgerRows = async (h: Harness) => [(await h.db.select({ id: walletTransactions.id }).from(walletTransactions)).length, (await h.db.select({ id: walletEntries.id }).from(walletEntries)).length]

// The same calls through both wallet clients: in process, and over the wallet's HTTP API.
describe.each(['in-process', 'http'] as const)('portal wallet calls (%s client)', (client) => {
  let h: Harness
  let user: HarnessUser
  let stranger: HarnessUser
  let admin: HarnessUser
  const post = (path: string, body: unknown, token = user.token, headers: Record<string, string> = {}) => h.call('POST', `/api/auth${path}`, { token, body, headers })
  const get = (path: string, token = user.token) => h.call('GET', `/api/auth${path}`, { token })

  beforeAll(async () => {
    h = await createHarness({ client })
    user = await h.makeUser('tiktoker')
    stranger = await h.makeUser('artist')
    admin = await h.makeUser('admin')
  })
  afterAll(() => h.close())

  async function confirmedBank(token = user.token, accountNumber = '0123456789') {
    const init = await (await post('/bank-add-init', { bank_code: '058', account_number: accountNumber }, token)).json()
    await post('/bank-add', { id: init.id }, token)
    return init.id as string
  }

  it('funds, adds a bank account in two steps, withdraws, and shows balances and history', async () => {
    const funded = await post('/fund-user-wallet', { amount: 10_000 })
    expect(funded.status).toBe(200)
    expect((await funded.json()).transaction).toMatchObject({ type: 'fund', amount: 10_000, direction: 'credit', status: 'completed' })

    const banks = await (await get('/get-banks-list')).json()
    expect(banks.banks).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' })
    expect(banks.accounts).toEqual([])

    const init = await post('/bank-add-init', { bank_code: '058', account_number: '0123456789' })
    const pending = await init.json()
    expect(pending).toMatchObject({ bankName: 'Guaranty Trust Bank', accountNumber: '0123456789', status: 'pending' })
    expect(pending.accountName).toMatch(/^\w+ \w+$/)
    expect((await (await get('/get-banks-list')).json()).accounts).toEqual([])
    const confirmed = await (await post('/bank-add', { id: pending.id })).json()
    expect(confirmed).toMatchObject({ id: pending.id, status: 'confirmed' })
    expect((await (await get('/get-banks-list')).json()).accounts.map((a: { id: string }) => a.id)).toEqual([pending.id])

    const withdrawn = await post('/withdraw-to-bank-account', { amount: 4_000, bank_account_id: pending.id })
    expect(withdrawn.status).toBe(200)
    const w = await withdrawn.json()
    expect(w.transaction).toMatchObject({ type: 'withdraw', amount: 4_000, direction: 'debit', counterparty: 'Guaranty Trust Bank ••••6789' })
    expect(w.payout.status).toBe('succeeded')

    expect(await (await post('/get-user-wallet', undefined)).json()).toEqual({ currency: 'NGN', available: 6_000, escrow: 0, pendingPayout: 0, onHold: 0 })
    const history = await (await get('/get-all-transactions')).json()
    expect(history.total).toBe(2)
    expect(history.transactions.map((t: { type: string; direction: string; status: string }) => [t.type, t.direction, t.status])).toEqual([
      ['withdraw', 'debit', 'succeeded'],
      ['fund', 'credit', 'completed'],
    ])
    expect(history.transactions[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('shows a creator the payment net of fee, as a credit from the payer', async () => {
    const creator = await h.makeUser('tiktoker')
    await post('/fund-user-wallet', { amount: 1_000 }, stranger.token)
    await escrow(h.db, { userId: stranger.id, amount: 1_000, idempotencyKey: `t:${randomUUID()}` })
    await pay(h.db, { fromUserId: stranger.id, toUserId: creator.id, amount: 1_000, fee: 150, idempotencyKey: `t:${randomUUID()}` })
    const mine = await (await get('/get-all-transactions', creator.token)).json()
    expect(mine.transactions).toEqual([expect.objectContaining({ type: 'pay', amount: 850, direction: 'credit', counterparty: stranger.id })])
    const theirs = await (await get('/get-all-transactions?type=pay', stranger.token)).json()
    expect(theirs.transactions).toEqual([expect.objectContaining({ type: 'pay', amount: 1_000, direction: 'debit', counterparty: creator.id })])
  })

  it("refuses another user's wallet, history and bank accounts with 403, but not for an admin", async () => {
    expect((await h.call('POST', `/api/auth/get-user-wallet?user_id=${stranger.id}`, { token: user.token })).status).toBe(403)
    expect((await get(`/get-all-transactions?user_id=${stranger.id}`)).status).toBe(403)
    expect((await get(`/get-banks-list?user_id=${stranger.id}`)).status).toBe(403)
    const theirs = await h.call('POST', `/api/auth/get-user-wallet?user_id=${user.id}`, { token: admin.token })
    expect(await theirs.json()).toMatchObject({ available: 6_000 })
    expect((await get(`/get-banks-list?user_id=${user.id}`, admin.token)).status).toBe(200)
  })

  it('lets an admin see everyone’s transactions, filtered and paged', async () => {
    const all = await (await get('/get-all-transactions?perPage=100', admin.token)).json()
    expect(new Set(all.transactions.map((t: { userId: string }) => t.userId))).toEqual(new Set([user.id, stranger.id]))
    const funds = await (await get('/get-all-transactions?type=fund', admin.token)).json()
    expect(funds.total).toBe(2)
    expect(funds.transactions.every((t: { type: string }) => t.type === 'fund')).toBe(true)
    const page2 = await (await get('/get-all-transactions?type=fund&perPage=1&page=2', admin.token)).json()
    expect(page2).toMatchObject({ total: 2, page: 2, perPage: 1 })
    expect(page2.transactions).toHaveLength(1)
    expect(page2.transactions[0].id).toBe(funds.transactions[1].id)
    const succeeded = await (await get(`/get-all-transactions?user_id=${user.id}&status=succeeded`, admin.token)).json()
    expect(succeeded.transactions.map((t: { type: string }) => t.type)).toEqual(['withdraw'])
  })

  it('answers every call without a token with 401', async () => {
    const calls: [string, string][] = [
      ['POST', '/get-user-wallet'],
      ['GET', '/get-all-transactions'],
      ['POST', '/fund-user-wallet'],
      ['POST', '/withdraw-to-bank-account'],
      ['POST', '/bank-add-init'],
      ['POST', '/bank-add'],
      ['GET', '/get-banks-list'],
    ]
    for (const [method, path] of calls) expect((await h.call(method, `/api/auth${path}`, { body: method === 'POST' ? { amount: 1 } : undefined })).status, path).toBe(401)
  })

  it('refuses bad amounts with 400 and a clear message, writing no ledger rows', async () => {
    const before = await ledgerRows(h)
    const cases: [unknown, RegExp][] = [
      [{ amount: -100 }, /greater than zero/],
      [{ amount: 0 }, /greater than zero/],
      [{ amount: 10.5 }, /whole number/],
      [{ amount: MAX_AMOUNT + 1 }, /at most/],
      [{ amount: 1e300 }, /at most/],
      [{ amount: '100' }, /number/],
      [{ amount: null }, /number/],
      [{}, /amount/],
    ]
    for (const [body, message] of cases) {
      for (const path of ['/fund-user-wallet', '/withdraw-to-bank-account']) {
        const res = await post(path, path === '/fund-user-wallet' ? body : { ...(body as object), bank_account_id: randomUUID() })
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400)
        expect((await res.json()).message).toMatch(message)
      }
    }
    expect((await post('/fund-user-wallet', '{"amount": 5')).status).toBe(400)
    expect(await ledgerRows(h)).toEqual(before)
  })

  it('refuses withdrawals to unknown, foreign or unconfirmed bank accounts, and beyond the balance, moving nothing', async () => {
    const mine = await confirmedBank()
    const theirs = await confirmedBank(stranger.token, '1231231234')
    const unconfirmed = (await (await post('/bank-add-init', { bank_code: '044', account_number: '5556667778' })).json()).id
    const before = await ledgerRows(h)
    const expectations: [unknown, number, RegExp][] = [
      [{ amount: 100, bank_account_id: randomUUID() }, 404, /bank account/],
      [{ amount: 100, bank_account_id: theirs }, 404, /bank account/],
      [{ amount: 100, bank_account_id: 'not-a-uuid' }, 400, /bank_account_id/],
      [{ amount: 100 }, 400, /bank_account_id/],
      [{ amount: 100, bank_account_id: unconfirmed }, 409, /Confirm/],
      [{ amount: 6_001, bank_account_id: mine }, 409, /Insufficient funds/],
    ]
    for (const [body, status, message] of expectations) {
      const res = await post('/withdraw-to-bank-account', body)
      expect(res.status, JSON.stringify(body)).toBe(status)
      expect((await res.json()).message).toMatch(message)
    }
    expect(await ledgerRows(h)).toEqual(before)
  })

  it('refuses bad bank details with 400 and someone else’s pending account with 404', async () => {
    const bad: [unknown, RegExp][] = [
      [{ bank_code: '058', account_number: '123' }, /10 digits/],
      [{ bank_code: '058', account_number: 1234567890 }, /account_number/],
      [{ bank_code: '058' }, /account_number/],
      [{ bank_code: '999', account_number: '0123456789' }, /Unknown bank code/],
      [{ bank_code: '058', account_number: '0123459999' }, /has no account/],
    ]
    for (const [body, message] of bad) {
      const res = await post('/bank-add-init', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect((await res.json()).message).toMatch(message)
    }
    const theirs = (await (await post('/bank-add-init', { bank_code: '033', account_number: '9998887776' }, stranger.token)).json()).id
    expect((await post('/bank-add', { id: theirs })).status).toBe(404)
    expect((await post('/bank-add', { id: 'nope' })).status).toBe(400)
  })

  it('moves money once for a replayed Idempotency-Key, scoped to the caller', async () => {
    const key = randomUUID()
    const first = await (await post('/fund-user-wallet', { amount: 250 }, stranger.token, { 'idempotency-key': key })).json()
    const again = await (await post('/fund-user-wallet', { amount: 250 }, stranger.token, { 'idempotency-key': key })).json()
    expect(again.transaction.id).toBe(first.transaction.id)
    const other = await (await post('/fund-user-wallet', { amount: 250 }, admin.token, { 'idempotency-key': key })).json()
    expect(other.transaction.id).not.toBe(first.transaction.id)
    expect(await (await post('/get-user-wallet', undefined, admin.token)).json()).toMatchObject({ available: 250 })

    const bank = await confirmedBank(stranger.token, '4445556667')
    const wKey = randomUUID()
    const before = await (await post('/get-user-wallet', undefined, stranger.token)).json()
    const w1 = await (await post('/withdraw-to-bank-account', { amount: 100, bank_account_id: bank }, stranger.token, { 'idempotency-key': wKey })).json()
    const w2 = await (await post('/withdraw-to-bank-account', { amount: 100, bank_account_id: bank }, stranger.token, { 'idempotency-key': wKey })).json()
    expect(w2.payout.id).toBe(w1.payout.id)
    expect((await (await post('/get-user-wallet', undefined, stranger.token)).json()).available).toBe(before.available - 100)
    await assertLedgerSound(h.db)
  })
})
