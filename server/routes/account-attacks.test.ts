import { beforeAll, describe, expect, it } from 'vitest'
import type { Mail } from '../lib/mailer'
import { call, makeUser, TEST_PASSWORD, type TestUser } from '../test/accounts'
import { fromAddress, withAttackApp } from '../test/attack-app'
import { fundWallet, post } from '../test/market'
import { soundOf } from '../test/market-fixtures'
import type { TestApp } from '../test/test-app'

/**
 * Attacks on accounts, each asserted to fail: strangers locking an owner out, money stranded in a
 * deleted account, tokens that outlive a sign-out or a password change. Requests alternate between
 * two servers on one database (two processes on PostgreSQL), so no rule may live in one process.
 */
let t: TestApp
let peer: TestApp['app']
const mails: Mail[] = []
withAttackApp(mails, (app, other) => {
  t = app
  peer = other
})
const from = fromAddress(() => [t.app, peer])

describe('strangers cannot lock an owner out', () => {
  let owner: TestUser
  beforeAll(async () => {
    owner = await makeUser(t, 'artist')
  })

  it('a stranger failing from many addresses and one address leaves the owner able to sign in', { timeout: 90_000 }, async () => {
    const attempts = [...Array(4).fill('198.51.100.1'), ...Array.from({ length: 12 }, (_, i) => `198.51.100.${10 + (i % 6)}`)]
    for (const [i, ip] of attempts.entries()) {
      const res = await from(ip, i % 2 ? 'a' : 'b').post('/auth/login', { email: owner.email, password: 'wrong-password' })
      expect(res.status).toBe(400)
    }
    // The address that kept failing on this account is refused now (429 with Retry-After) ...
    const blocked = await from('198.51.100.1').post('/auth/login', { email: owner.email, password: TEST_PASSWORD })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    // ... while the owner, from an address that has not been failing, gets in (only slowed down).
    const ok = await from('203.0.113.7', 'b').post('/auth/login', { email: owner.email, password: TEST_PASSWORD })
    expect(ok.status).toBe(200)
  })

  it('an address guessing at many accounts is refused after its own failures', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 10; i += 1) statuses.push((await from('192.0.2.50').post('/auth/login', { email: `nobody${i}@example.test`, password: 'x' })).status)
    expect(statuses.slice(0, 8).every((s) => s === 400)).toBe(true)
    expect(statuses.slice(8)).toEqual([429, 429])
  })

  it('a flood of reset requests does not stop the owner asking for one', async () => {
    for (let i = 0; i < 30; i += 1) await from(`198.51.100.${100 + (i % 5)}`).post('/auth/send-password-reset-email', { email: owner.email })
    const mine = await from('203.0.113.7').post('/auth/send-password-reset-email', { email: owner.email })
    expect(mine.status).toBe(200)
  })

  it('sign-ups are limited per address (429 with Retry-After)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i += 1) {
      const res = await from('192.0.2.77').post('/auth/signup', { fullName: 'Bulk', email: `bulk${i}-${Date.now()}@example.test`, password: 'long-enough-1', role: 'tiktoker' })
      statuses.push(res.status)
      if (res.status === 429) expect(res.headers.get('retry-after')).toBeTruthy()
    }
    expect(statuses).toEqual([201, 201, 201, 429])
  })
})

describe('money is never stranded in a deleted account', () => {
  it('deleting an account that holds money is refused (409 saying how much and what to do)', async () => {
    const admin = await makeUser(t, 'admin')
    const artist = await makeUser(t, 'artist')
    await fundWallet(t, artist.id, 122_456)
    await soundOf(t, artist.id)
    const res = await post(t, '/auth/delete-user', admin, { uid: artist.id })
    const body = await res.json()
    expect(res.status).toBe(409)
    expect(body.code).toBe('money_left')
    expect(body.message).toMatch(/available \(withdraw it/)
    expect(body.message).toMatch(/in escrow/)
    expect((await call(t, 'GET', '/api/auth/me', { token: artist.token })).status).toBe(200)
  })

  it('deleting your own account asks for your password', async () => {
    const me = await makeUser(t, 'tiktoker')
    expect((await post(t, '/auth/delete-user', me, { uid: me.id })).status).toBe(400)
    expect((await post(t, '/auth/delete-user', me, { uid: me.id, password: 'not-it' })).status).toBe(400)
    expect((await post(t, '/auth/delete-user', me, { uid: me.id, password: TEST_PASSWORD })).status).toBe(200)
  })
})

describe('sign-out and a password change end tokens on the server', () => {
  it('a token stops working once its owner signs out, on every server', async () => {
    const login = await (await from('203.0.113.20').post('/auth/login', { email: (await makeUser(t, 'brand')).email, password: TEST_PASSWORD })).json()
    const token = login.accessToken as string
    expect((await from('203.0.113.20', 'b').post('/auth/logout', {}, token)).status).toBe(200)
    const after = await t.app.request('/api/auth/me', { headers: { 'x-access-token': token } })
    expect(after.status).toBe(401)
  })

  it('changing the password ends the other sessions and hands this one a new token', async () => {
    const user = await makeUser(t, 'artist')
    const other = await (await from('203.0.113.21').post('/auth/login', { email: user.email, password: TEST_PASSWORD })).json()
    expect((await from('203.0.113.21').post('/auth/change-password', { currentPassword: 'wrong', newPassword: 'a-new-password-1' }, user.token)).status).toBe(400)
    const changed = await from('203.0.113.21', 'b').post('/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'a-new-password-1' }, user.token)
    expect(changed.status).toBe(200)
    const fresh = (await changed.json()).accessToken as string
    expect((await t.app.request('/api/auth/me', { headers: { 'x-access-token': other.accessToken } })).status).toBe(401)
    expect((await t.app.request('/api/auth/me', { headers: { 'x-access-token': user.token } })).status).toBe(401)
    expect((await peer.request('/api/auth/me', { headers: { 'x-access-token': fresh } })).status).toBe(200)
    expect((await from('203.0.113.22').post('/auth/login', { email: user.email, password: 'a-new-password-1' })).status).toBe(200)
  })
})
