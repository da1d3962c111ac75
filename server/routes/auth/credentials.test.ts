import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications, users } from '../../db/schema/accounts'
import { call, rowCount } from '../../test/accounts'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_ACCOUNT: '4', LOGIN_LIMIT_PER_IP: '8', TRUST_PROXY_HOPS: '1' })
})
afterAll(() => t.close())

const signup = (body: unknown) => call(t, 'POST', '/api/auth/signup', { body })
const login = (body: unknown, ip = '198.51.100.1') => call(t, 'POST', '/api/auth/login', { body, headers: { 'x-forwarded-for': ip } })

describe('POST /api/auth/signup', () => {
  it('creates a pending account, greets it, and returns a working token with userData', async () => {
    const res = await signup({ fullName: 'Tolu Creator', email: 'Tolu@Example.test', password: 'longenough', role: 'tiktoker' })
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(body.userData).toMatchObject({
      email: 'tolu@example.test',
      fullName: 'Tolu Creator',
      role: 'tiktoker',
      accountType: 'tiktoker',
      approvalStatus: 'pending',
      influencer: 'No',
      brand_applied: 'none',
      ability: [
        { action: 'read', subject: 'Auth' },
        { action: 'read', subject: 'Tiktoker' },
      ],
    })
    const me = await call(t, 'GET', '/api/auth/me', { token: body.accessToken })
    expect(me.status).toBe(200)
    expect((await me.json()).userData.id).toBe(body.userData.id)
    const notes = await call(t, 'GET', '/api/auth/get-notifications', { token: body.accessToken })
    expect((await notes.json()).notifications.map((n: { type: string }) => n.type)).toEqual(['account_pending'])
  })

  it('refuses an e-mail already taken in any letter case with 409', async () => {
    const before = await rowCount(t, users)
    const res = await signup({ fullName: 'Again', email: 'TOLU@example.test', password: 'longenough', role: 'artist' })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ message: 'An account with this e-mail already exists', code: 'email_taken' })
    expect(await rowCount(t, users)).toBe(before)
  })

  it.each([
    ['a missing password', { fullName: 'A', email: 'a@example.test', role: 'artist' }, /password/i],
    ['a short password', { fullName: 'A', email: 'a@example.test', password: 'short', role: 'artist' }, /at least 8/],
    ['a bad e-mail', { fullName: 'A', email: "x' OR '1'='1", password: 'longenough', role: 'artist' }, /valid e-mail/],
    ['the admin role', { fullName: 'A', email: 'a@example.test', password: 'longenough', role: 'admin' }, /role/],
    ['a number for a name', { fullName: 42, email: 'a@example.test', password: 'longenough', role: 'artist' }, /fullName/],
    ['an empty body', {}, /./],
  ])('answers %s with 400, a message, and stores nothing', async (_label, body, message) => {
    const [u, n] = [await rowCount(t, users), await rowCount(t, notifications)]
    const res = await signup(body)
    expect(res.status).toBe(400)
    const json = await res.json()
    expect(json.code).toBe('invalid_input')
    expect(json.message).toMatch(message)
    expect([await rowCount(t, users), await rowCount(t, notifications)]).toEqual([u, n])
  })

  it('answers malformed JSON with 400 and a non-JSON type with 415', async () => {
    expect((await call(t, 'POST', '/api/auth/signup', { body: '{"fullName":' })).status).toBe(400)
    const res = await call(t, 'POST', '/api/auth/signup', { body: 'fullName=x', headers: { 'content-type': 'text/plain' } })
    expect(res.status).toBe(415)
    expect((await res.json()).message).toBeTruthy()
  })

  it('refuses a 1 MB JSON body with 413 and stores nothing', async () => {
    const before = await rowCount(t, users)
    const res = await signup({ fullName: 'x'.repeat(1024 * 1024), email: 'big@example.test', password: 'longenough', role: 'artist' })
    expect(res.status).toBe(413)
    expect((await res.json()).message).toMatch(/larger than/)
    expect(await rowCount(t, users)).toBe(before)
  })

  it('stores SQL metacharacters as plain text', async () => {
    const name = `Robert'); DROP TABLE users;-- "x" \\ %_`
    const res = await signup({ fullName: name, email: 'bobby@example.test', password: 'longenough', role: 'artist' })
    expect(res.status).toBe(201)
    expect((await res.json()).userData.fullName).toBe(name)
    expect(await rowCount(t, users)).toBeGreaterThan(1)
  })
})

describe('POST /api/auth/login', () => {
  beforeAll(async () => {
    await signup({ fullName: 'Login Person', email: 'login@example.test', password: 'correct-horse', role: 'brand' })
  })

  it('signs in with the right password, whatever the e-mail case', async () => {
    const res = await login({ email: 'LOGIN@example.test', password: 'correct-horse' }, '198.51.100.10')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.userData.role).toBe('brand')
    expect(body.accessToken.split('.')).toHaveLength(3)
  })

  it('answers a wrong password and an unknown e-mail alike: 400 "Email or password is incorrect"', async () => {
    for (const body of [
      { email: 'login@example.test', password: 'wrong-password' },
      { email: 'nobody@example.test', password: 'correct-horse' },
    ]) {
      const res = await login(body, '198.51.100.11')
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ message: 'Email or password is incorrect', code: 'bad_request' })
    }
  })

  it('limits failures per account and address with 429 and Retry-After; another address is not locked out', async () => {
    await signup({ fullName: 'Victim', email: 'victim@example.test', password: 'victim-password', role: 'artist' })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await login({ email: 'victim@example.test', password: 'guess' }, '203.0.113.1')).status)
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429])
    const res = await login({ email: 'victim@example.test', password: 'victim-password' }, '203.0.113.1')
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await res.json()).code).toBe('rate_limited')
    expect((await login({ email: 'victim@example.test', password: 'victim-password' }, '203.0.113.99')).status).toBe(200)
  })

  it('limits attempts per IP across accounts', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await login({ email: `spray${i}@example.test`, password: 'guess' }, '192.0.2.50')).status)
    expect(statuses.slice(0, 8).every((s) => s === 400)).toBe(true)
    expect(statuses.slice(8)).toEqual([429, 429])
  })
})

describe('GET /api/auth/me', () => {
  it('is 401 without a token and with a forged one', async () => {
    expect((await call(t, 'GET', '/api/auth/me')).status).toBe(401)
    const forged = await call(t, 'GET', '/api/auth/me', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad' })
    expect(forged.status).toBe(401)
    expect((await forged.json()).message).toMatch(/expired|sign in/i)
  })
})
