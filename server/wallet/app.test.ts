import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getBalances } from './domain/accounts'
import { describeWalletEvent } from './notifications'
import { sandboxProvider } from './providers/sandbox'
import { walletServiceKey, serviceKeyMatches } from './service-key'
import { assertLedgerSound, createHarness, type Harness } from './test-harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const call = (method: string, path: string, body?: unknown, key: string | null = h.serviceKey) =>
  h.call(method, `/api/wallet${path}`, { body, headers: key === null ? {} : { 'x-wallet-key': key } })

describe('the wallet service API', () => {
  it('refuses calls without the right service key', async () => {
    for (const key of [null, 'wrong', `${h.serviceKey}x`]) {
      const res = await call('POST', '/create', { userId: randomUUID() }, key)
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ code: 'bad_service_key' })
    }
  })

  it('POST /create makes a wallet once and reports whether it was new', async () => {
    const userId = randomUUID()
    expect(await (await call('POST', '/create', { userId })).json()).toEqual({ created: true })
    expect(await (await call('POST', '/create', { userId })).json()).toEqual({ created: false })
    expect(await (await call('GET', `/balances/${userId}`)).json()).toEqual({ currency: 'NGN', available: 0, escrow: 0, pendingPayout: 0, onHold: 0 })
    expect((await call('POST', '/create', {})).status).toBe(400)
  })

  it('moves escrow and pays with a fee through /movements, once per key', async () => {
    const [artist, creator] = [randomUUID(), randomUUID()]
    await call('POST', '/fundings', { userId: artist, amount: 3_000, email: 'a@example.test', idempotencyKey: `t:${randomUUID()}` })
    const escrowKey = `t:${randomUUID()}`
    for (let i = 0; i < 2; i++) expect((await call('POST', '/movements', { type: 'escrow', userId: artist, amount: 2_000, idempotencyKey: escrowKey })).status).toBe(200)
    const paid = await call('POST', '/movements', { type: 'pay', fromUserId: artist, toUserId: creator, amount: 1_000, fee: 100, idempotencyKey: `t:${randomUUID()}` })
    expect(await paid.json()).toMatchObject({ type: 'pay', amount: 1_000, direction: 'debit', counterparty: creator })
    const short = await call('POST', '/movements', { type: 'refund', userId: artist, amount: 1_001, idempotencyKey: `t:${randomUUID()}` })
    expect(short.status).toBe(409)
    expect((await call('POST', '/movements', { type: 'steal', userId: artist, amount: 1, idempotencyKey: 'x' })).status).toBe(400)
    expect(await getBalances(h.db, artist)).toEqual({ available: 1_000, escrow: 1_000, pendingPayout: 0, onHold: 0 })
    expect(await getBalances(h.db, creator)).toEqual({ available: 900, escrow: 0, pendingPayout: 0, onHold: 0 })
    await assertLedgerSound(h.db)
  })

  it('publishes its OpenAPI document without the key', async () => {
    const doc = await (await call('GET', '/openapi.json', undefined, null)).json()
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/create', '/withdrawals', '/movements', '/balances/{userId}']))
  })
})

describe('the service key', () => {
  it('is derived from the signing key when not configured, and compared exactly', () => {
    const secret = new TextEncoder().encode('a'.repeat(40))
    const derived = walletServiceKey(undefined, secret)
    expect(derived).toBe(walletServiceKey(undefined, secret))
    expect(derived).not.toBe(walletServiceKey(undefined, new TextEncoder().encode('b'.repeat(40))))
    expect(derived).not.toContain('aaaa')
    expect(walletServiceKey('configured-key', secret)).toBe('configured-key')
    expect(serviceKeyMatches(derived, derived)).toBe(true)
    expect(serviceKeyMatches(undefined, derived)).toBe(false)
    expect(serviceKeyMatches(derived.slice(1), derived)).toBe(false)
  })
})

describe('wallet events as notifications', () => {
  it('reads as a person would say it', () => {
    expect(describeWalletEvent('payout_settled', { amount: 250_000 }, 'NGN')).toEqual({ title: 'Withdrawal paid', message: '₦2,500.00 has been paid to your bank account.' })
    expect(describeWalletEvent('payout_failed', { amount: 5, reason: 'declined' }, 'NGN').message).toBe('₦0.05 could not be paid to your bank account (declined). It is back in your wallet.')
  })
})

describe('a provider that is down', () => {
  it('answers the user 502, not 500, and moves nothing', async () => {
    const down = await createHarness({ provider: { ...sandboxProvider(), listBanks: () => Promise.reject(new Error('ETIMEDOUT')) } })
    try {
      const user = await down.makeUser()
      const res = await down.call('GET', '/api/auth/get-banks-list', { token: user.token })
      expect(res.status).toBe(502)
      expect(await res.json()).toMatchObject({ code: 'provider_unavailable', message: expect.stringMatching(/ETIMEDOUT/) })
      expect((await down.call('POST', '/api/auth/bank-add-init', { token: user.token, body: { bank_code: '058', account_number: '0123456789' } })).status).toBe(502)
    } finally {
      await down.close()
    }
  })
})

describe('the platform accounts', () => {
  it('cannot be reached by passing "platform" as a user id', async () => {
    for (const body of [
      { type: 'escrow', userId: 'platform', amount: 1, idempotencyKey: `t:${randomUUID()}` },
      { type: 'pay', fromUserId: 'platform', toUserId: randomUUID(), amount: 1, fee: 0, idempotencyKey: `t:${randomUUID()}` },
    ]) {
      expect((await call('POST', '/movements', body)).status).toBe(400)
    }
    expect((await call('POST', '/create', { userId: 'platform' })).status).toBe(400)
  })
})
