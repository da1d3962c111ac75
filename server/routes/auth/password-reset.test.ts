import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { passwordResets } from '../../db/schema/accounts'
import type { Mail } from '../../lib/mailer'
import { call, rowCount } from '../../test/accounts'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
const mails: Mail[] = []
beforeAll(async () => {
  t = await createTestApp(
    { RESET_LIMIT_PER_ACCOUNT: '3', RESET_LIMIT_PER_IP: '40', PUBLIC_URL: 'https://portal.example.test' },
    { services: { mailer: { send: async (m) => void mails.push(m) } } },
  )
  await call(t, 'POST', '/api/auth/signup', { body: { fullName: 'Reset Me', email: 'reset@example.test', password: 'old-password', role: 'artist' } })
})
afterAll(() => t.close())

const requestReset = (email: string) => call(t, 'POST', '/api/auth/send-password-reset-email', { body: { email } })
const codeFrom = (mail: Mail) => new URL(mail.link!).searchParams.get('code')!

describe('password reset', () => {
  it('mails a link on PUBLIC_URL for a known e-mail and answers an unknown one identically', async () => {
    const known = await requestReset('reset@example.test')
    const unknown = await requestReset('ghost@example.test')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(await unknown.json()).toEqual(await known.json())
    await vi.waitFor(() => expect(mails).toHaveLength(1))
    expect(mails[0]!.to).toBe('reset@example.test')
    expect(mails[0]!.link).toMatch(/^https:\/\/portal\.example\.test\/reset-password\?code=/)
    expect(await rowCount(t, passwordResets)).toBe(1)
  })

  it('shows whose code it is, resets once, ends old sessions, and refuses the code a second time', async () => {
    const code = codeFrom(mails[0]!)
    const oldSession = await (await call(t, 'POST', '/api/auth/login', { body: { email: 'reset@example.test', password: 'old-password' } })).json()

    const who = await call(t, 'GET', `/api/auth/get-user-by-reset-code?code=${encodeURIComponent(code)}`)
    expect(who.status).toBe(200)
    expect(await who.json()).toMatchObject({ email: 'reset@example.test', fullName: 'Reset Me' })

    const reset = await call(t, 'POST', '/api/auth/reset-password', { body: { code, password: 'new-password' } })
    expect(reset.status).toBe(200)

    expect((await call(t, 'POST', '/api/auth/login', { body: { email: 'reset@example.test', password: 'old-password' } })).status).toBe(400)
    expect((await call(t, 'POST', '/api/auth/login', { body: { email: 'reset@example.test', password: 'new-password' } })).status).toBe(200)
    expect((await call(t, 'GET', '/api/auth/me', { token: oldSession.accessToken })).status).toBe(401)

    const again = await call(t, 'POST', '/api/auth/reset-password', { body: { code, password: 'third-password' } })
    expect(again.status).toBe(404)
    expect((await again.json()).message).toMatch(/invalid, already used or expired/)
    expect((await call(t, 'GET', `/api/auth/get-user-by-reset-code?code=${encodeURIComponent(code)}`)).status).toBe(404)
  })

  it('refuses an expired code', async () => {
    await requestReset('reset@example.test')
    await vi.waitFor(() => expect(mails).toHaveLength(2))
    const code = codeFrom(mails[1]!)
    await t.database.db.execute(sql`update password_resets set expires_at = now() - interval '1 second' where used_at is null`)
    expect((await call(t, 'POST', '/api/auth/reset-password', { body: { code, password: 'new-password-2' } })).status).toBe(404)
  })

  it('validates input: short new password, missing code, bad e-mail', async () => {
    expect((await call(t, 'POST', '/api/auth/reset-password', { body: { code: 'x'.repeat(32), password: 'short' } })).status).toBe(400)
    expect((await call(t, 'POST', '/api/auth/reset-password', { body: { password: 'long-enough' } })).status).toBe(400)
    expect((await call(t, 'GET', '/api/auth/get-user-by-reset-code')).status).toBe(400)
    const bad = await call(t, 'POST', '/api/auth/send-password-reset-email', { body: { email: 'not-an-email' } })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/valid e-mail/)
  })

  it('limits reset requests per account with 429, whether or not the account exists', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await requestReset('nobody-here@example.test')).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
