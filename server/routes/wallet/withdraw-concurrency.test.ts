import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assertLedgerSound, createHarness, type Harness } from '../../wallet/test-harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

describe(`POST /api/auth/withdraw-to-bank-account under load (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('50 simultaneous requests against a balance that covers 10: exactly 10 succeed, 40 are 409', async () => {
    const user = await h.makeUser('tiktoker')
    const post = (path: string, body: unknown) => h.call('POST', `/api/auth${path}`, { token: user.token, body })
    await post('/fund-user-wallet', { amount: 10 * 2_500 })
    const { id } = await (await post('/bank-add-init', { bank_code: '044', account_number: '7778889990' })).json()
    await post('/bank-add', { id })

    const responses = await Promise.all(Array.from({ length: 50 }, () => post('/withdraw-to-bank-account', { amount: 2_500, bank_account_id: id })))
    const statuses = responses.map((r) => r.status)
    const counts = `statuses: ${JSON.stringify(statuses.reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {}))}`
    expect(statuses.filter((s) => s === 200), counts).toHaveLength(10)
    expect(statuses.filter((s) => s === 409), counts).toHaveLength(40)
    const refusal = await responses.find((r) => r.status === 409)!.json()
    expect(refusal).toMatchObject({ code: 'insufficient_funds', message: expect.stringMatching(/Insufficient funds/) })
    expect(await (await post('/get-user-wallet', undefined)).json()).toEqual({ currency: 'NGN', available: 0, escrow: 0, pendingPayout: 0, onHold: 0 })
    const history = await (await h.call('GET', '/api/auth/get-all-transactions?type=withdraw', { token: user.token })).json()
    expect(history.total).toBe(10)
    await assertLedgerSound(h.db)
  })
})
