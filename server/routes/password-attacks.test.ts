import { SignJWT } from 'jose'
import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { notifications, passwordResets, users } from '../db/schema/accounts'
import type { Mail } from '../lib/mailer'
import { makeUser, TEST_PASSWORD } from '../test/accounts'
import { burst, exhaust, expectChecked, fromAddress, tally, withAttackApp } from '../test/attack-app'
import type { TestApp } from '../test/test-app'

/**
 * Attacks on passwords, reset codes and the limits, each asserted to fail: a burst of guesses
 * sent at once, guesses spread over every endpoint that checks a password, reset codes that
 * outlive a change, and N requests at once at every limit. Requests alternate between two
 * servers on one database (two processes on PostgreSQL), so no count may live in one process.
 */
let t: TestApp
let peer: TestApp['app']
const mails: Mail[] = []
withAttackApp(mails, (app, other) => {
  t = app
  peer = other
})
const from = fromAddress(() => [t.app, peer])

describe('a burst of password guesses has at most the limit checked (4 per account and address here)', () => {
  it('200 wrong sign-ins sent at once from one address: at most 4 are checked, and the right password in or after the burst gets no token', { timeout: 60_000 }, async () => {
    const victim = await makeUser(t, 'tiktoker')
    const ip = '198.51.100.200'
    const statuses = await burst(200, (i, app) => from(ip, app).post('/auth/login', { email: victim.email, password: i === 199 ? TEST_PASSWORD : `guess-${i}` }))
    const wrongChecked = statuses.slice(0, 199).filter((s) => s === 400).length
    expect(wrongChecked, JSON.stringify(tally(statuses))).toBeLessThanOrEqual(4)
    // A right password is checked only inside the budget: at most the 4 wrong ones and itself.
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(5)
    // Guessing on afterwards, the address gets exactly 4 wrong passwords checked in all, burst included.
    const later = await exhaust((i) => from(ip, i % 2 ? 'a' : 'b').post('/auth/login', { email: victim.email, password: `later-${i}` }))
    expect(wrongChecked + later).toBe(4)
    expect((await from(ip).post('/auth/login', { email: victim.email, password: TEST_PASSWORD })).status).toBe(429)
  })

  it('100 wrong current passwords at change-password with a stolen token: at most 4 checked, then the right one is refused too', { timeout: 60_000 }, async () => {
    const victim = await makeUser(t, 'artist')
    const ip = '198.51.100.201'
    const statuses = await burst(100, (i, app) => from(ip, app).post('/auth/change-password', { currentPassword: `guess-${i}`, newPassword: 'taken-over-1' }, victim.token))
    const checked = expectChecked(statuses, 4)
    const later = await exhaust((i) => from(ip, i % 2 ? 'a' : 'b').post('/auth/change-password', { currentPassword: `later-${i}`, newPassword: 'taken-over-1' }, victim.token))
    expect(checked + later).toBe(4)
    expect((await from(ip).post('/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'taken-over-1' }, victim.token)).status).toBe(429)
  })

  it('an address guessing at many accounts at once has at most its own limit (8) checked', { timeout: 60_000 }, async () => {
    const statuses = await burst(60, (i, app) => from('192.0.2.60', app).post('/auth/login', { email: `nobody-burst-${i}@example.test`, password: 'x' }))
    const checked = expectChecked(statuses, 8)
    const later = await exhaust((i) => from('192.0.2.60', i % 2 ? 'a' : 'b').post('/auth/login', { email: `nobody-later-${i}@example.test`, password: 'x' }))
    expect(checked + later).toBe(8)
  })

  it('the right password gives its attempt back: the owner signing in often never uses up the budget', async () => {
    const owner = await makeUser(t, 'brand')
    for (let i = 0; i < 12; i += 1) expect((await from('203.0.113.30', i % 2 ? 'a' : 'b').post('/auth/login', { email: owner.email, password: TEST_PASSWORD })).status).toBe(200)
    expect((await from('203.0.113.30').post('/auth/login', { email: owner.email, password: 'typo' })).status).toBe(400)
  })
})

describe('every check of a password shares one budget', () => {
  it('wrong passwords at sign-in, change-password, update-user-email and delete-user count together; past the budget the right one is refused everywhere', async () => {
    const victim = await makeUser(t, 'tiktoker')
    const as = from('198.51.100.202')
    expect((await as.post('/auth/login', { email: victim.email, password: 'wrong-1' })).status).toBe(400)
    expect((await as.post('/auth/change-password', { currentPassword: 'wrong-2', newPassword: 'a-new-password-1' }, victim.token)).status).toBe(400)
    expect((await as.post('/auth/update-user-email', { uid: victim.id, email: 'thief@example.test', password: 'wrong-3' }, victim.token)).status).toBe(400)
    expect((await as.post('/auth/delete-user', { uid: victim.id, password: 'wrong-4' }, victim.token)).status).toBe(400)
    const email = await as.post('/auth/update-user-email', { uid: victim.id, email: 'thief@example.test', password: TEST_PASSWORD }, victim.token)
    expect(email.status).toBe(429)
    expect(Number(email.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await as.post('/auth/delete-user', { uid: victim.id, password: TEST_PASSWORD }, victim.token)).status).toBe(429)
    const [still] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, victim.id))
    expect(still?.email).toBe(victim.email)
  })

  it('a burst of wrong passwords at update-user-email and delete-user has at most 4 checked', { timeout: 60_000 }, async () => {
    const victim = await makeUser(t, 'tiktoker')
    const ip = '198.51.100.203'
    const statuses = await burst(80, (i, app) =>
      i % 4 < 2
        ? from(ip, app).post('/auth/update-user-email', { uid: victim.id, email: `thief-${i}@example.test`, password: `guess-${i}` }, victim.token)
        : from(ip, app).post('/auth/delete-user', { uid: victim.id, password: `guess-${i}` }, victim.token),
    )
    const checked = expectChecked(statuses, 4)
    const later = await exhaust((i) => from(ip, i % 2 ? 'a' : 'b').post('/auth/delete-user', { uid: victim.id, password: `later-${i}` }, victim.token))
    expect(checked + later).toBe(4)
  })
})

describe('reset codes end when the password or the e-mail changes, or any code is used', () => {
  const codesFor = async (email: string, n: number, ip: string) => {
    const before = mails.filter((m) => m.to === email).length
    for (let i = 0; i < n; i += 1) expect((await from(ip, i % 2 ? 'a' : 'b').post('/auth/send-password-reset-email', { email })).status).toBe(200)
    await vi.waitFor(() => expect(mails.filter((m) => m.to === email)).toHaveLength(before + n))
    return mails.filter((m) => m.to === email).slice(before).map((m) => new URL(m.link!).searchParams.get('code')!)
  }
  let resets = 0
  // Each from its own address: the reset limit per address is not what these tests are about.
  const reset = (code: string, password: string, app: 'a' | 'b' = 'a') => from(`203.0.114.${(resets += 1)}`, app).post('/auth/reset-password', { code, password })

  it('a code asked before the owner changed the password no longer resets it', async () => {
    const owner = await makeUser(t, 'artist')
    const [code] = await codesFor(owner.email, 1, '203.0.113.41')
    expect((await from('203.0.113.41', 'b').post('/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'owner-chose-this-1' }, owner.token)).status).toBe(200)
    expect((await reset(code!, 'attacker-chose-this')).status).toBe(404)
    expect((await from('203.0.113.41').post('/auth/login', { email: owner.email, password: 'owner-chose-this-1' })).status).toBe(200)
  })

  it('a code mailed to the old address no longer resets the password once the e-mail changed', async () => {
    const owner = await makeUser(t, 'artist')
    const [code] = await codesFor(owner.email, 1, '203.0.113.42')
    const moved = await from('203.0.113.42', 'b').post('/auth/update-user-email', { uid: owner.id, email: `moved-${owner.id.slice(0, 8)}@example.test`, password: TEST_PASSWORD }, owner.token)
    expect(moved.status).toBe(200)
    expect((await reset(code!, 'attacker-chose-this')).status).toBe(404)
  })

  it('a reset asked for while the e-mail changes leaves no working code behind (10 races on two servers)', { timeout: 60_000 }, async () => {
    const owners = await Promise.all(Array.from({ length: 10 }, () => makeUser(t, 'artist')))
    await Promise.all(
      owners.map((o, i) =>
        Promise.all([
          from(`203.0.115.${i + 1}`, i % 2 ? 'a' : 'b').post('/auth/send-password-reset-email', { email: o.email }),
          from(`203.0.115.${i + 101}`, i % 2 ? 'b' : 'a').post('/auth/update-user-email', { uid: o.id, email: `moved-race-${o.id.slice(0, 8)}@example.test`, password: TEST_PASSWORD }, o.token),
        ]),
      ),
    )
    for (const o of owners) expect(await t.database.db.select().from(passwordResets).where(and(isNull(passwordResets.usedAt), eq(passwordResets.userId, o.id)))).toEqual([])
  })

  it('once one code is used, the others are spent, even when both are used at once on two servers', { timeout: 30_000 }, async () => {
    const owner = await makeUser(t, 'tiktoker')
    const [first, second, third] = await codesFor(owner.email, 3, '203.0.113.43')
    expect((await reset(first!, 'first-reset-pass')).status).toBe(200)
    expect((await reset(second!, 'second-reset-pass', 'b')).status).toBe(404)
    const other = await makeUser(t, 'tiktoker')
    const codes = await codesFor(other.email, 4, '203.0.113.44')
    const raced = await Promise.all(codes.map((code, i) => reset(code, `raced-password-${i}`, i % 2 ? 'a' : 'b')))
    expect(raced.map((r) => r.status).sort()).toEqual([200, 404, 404, 404])
    expect((await reset(third!, 'third-reset-pass')).status).toBe(404)
    const open = await t.database.db.select().from(passwordResets).where(and(isNull(passwordResets.usedAt), eq(passwordResets.userId, other.id)))
    expect(open).toHaveLength(0)
  })
})

describe('the owner hears of attempts on the account', () => {
  const noticesOf = (userId: string, type: string) => t.database.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, type)))

  it('repeated wrong passwords from elsewhere: one notification and one mail a window, with the time and the way to change the password', async () => {
    const owner = await makeUser(t, 'artist')
    for (let i = 0; i < 8; i += 1) await from(`198.51.100.${220 + (i % 4)}`, i % 2 ? 'a' : 'b').post('/auth/login', { email: owner.email, password: `guess-${i}` })
    const notes = await noticesOf(owner.id, 'sign_in_failures')
    expect(notes).toHaveLength(1)
    expect(notes[0]!.message).toMatch(/wrong password for your account 5 times, the last at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/)
    expect(notes[0]!.data).toMatchObject({ link: '/account#password', linkText: 'Change your password' })
    await vi.waitFor(() => expect(mails.filter((m) => m.to === owner.email && /Failed sign-ins/.test(m.subject))).toHaveLength(1))
    expect(mails.find((m) => m.to === owner.email)!.text).toContain('https://portal.example.test/account#password')
  })

  it('a password reset asked for: the owner is told in the app once a window, however often it is asked', async () => {
    const owner = await makeUser(t, 'brand')
    for (let i = 0; i < 3; i += 1) expect((await from(`198.51.100.${230 + i}`).post('/auth/send-password-reset-email', { email: owner.email })).status).toBe(200)
    const notes = await noticesOf(owner.id, 'password_reset_asked')
    expect(notes).toHaveLength(1)
    expect(notes[0]!.message).toMatch(/asked for at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/)
  })
})

describe('limits hold under a burst (N at once never pass more than the limit)', () => {
  it('sign-ups: 20 at once from one address, 3 created', { timeout: 60_000 }, async () => {
    const statuses = await burst(20, (i, app) =>
      from('192.0.2.90', app).post('/auth/signup', { fullName: 'Burst', email: `burst-${i}-${Date.now()}@example.test`, password: 'long-enough-1', role: 'tiktoker' }),
    )
    expect(tally(statuses)).toEqual({ 201: 3, 429: 17 })
  })

  it('reset requests: 30 at once for one account from one address pass 4; reset mails to one account stop at 5 a window', { timeout: 30_000 }, async () => {
    const owner = await makeUser(t, 'artist')
    expect(tally(await burst(30, (_, app) => from('192.0.2.91', app).post('/auth/send-password-reset-email', { email: owner.email })))).toEqual({ 200: 4, 429: 26 })
    const statuses = await burst(24, (i, app) => from(`192.0.2.${100 + Math.floor(i / 4)}`, app).post('/auth/send-password-reset-email', { email: owner.email }))
    expect(statuses.every((s) => s === 200)).toBe(true)
    await vi.waitFor(() => expect(mails.filter((m) => m.to === owner.email)).toHaveLength(5))
    expect(await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, owner.id))).toHaveLength(5)
  })
})

describe('limits on other requests hold under a burst too', () => {
  it('uploads: 30 at once from one address, 5 judged', { timeout: 30_000 }, async () => {
    const artist = await makeUser(t, 'artist')
    const statuses = await burst(30, (_, app) =>
      (app === 'a' ? t.app : peer).request('/api/upload_file', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', render: 'backend', 'x-forwarded-for': '192.0.2.120', 'x-access-token': artist.token },
        body: 'not a file',
      }),
    )
    expect(tally(statuses)).toEqual({ 415: 5, 429: 25 })
  })

  it('add-click: 30 at once from one address, 6 judged', { timeout: 30_000 }, async () => {
    const statuses = await burst(30, (i, app) =>
      from('192.0.2.121', app).post('/artist/add-click', { soundid: '00000000-0000-4000-8000-000000000001', creator_id: '00000000-0000-4000-8000-000000000002', token: `forged-${i}` }),
    )
    expect(statuses.filter((s) => s === 429)).toHaveLength(24)
  })
})

describe('tokens', () => {
  it('a validly signed token whose subject is not an account id is a 401, never a 500', async () => {
    const token = await new SignJWT({ role: 'admin', email: 'x@example.test', tv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('not-a-uuid').setIssuedAt().setExpirationTime('1h').sign(t.jwtSecret)
    for (const app of [t.app, peer]) {
      const res = await app.request('/api/auth/me', { headers: { 'x-access-token': token, render: 'backend' } })
      expect(res.status).toBe(401)
      expect((await res.json()).message).toMatch(/sign in again/i)
    }
    const write = await from('203.0.113.50').post('/auth/logout', {}, token)
    expect(write.status).toBe(401)
  })
})
