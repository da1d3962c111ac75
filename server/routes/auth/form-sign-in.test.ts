import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HANDOFF_COOKIE as APP_COOKIE } from '../../../src/lib/first-screen/handoff-cookie'
import { call } from '../../test/accounts'
import { createTestApp, type TestApp } from '../../test/test-app'
import { HANDOFF_COOKIE } from './form-sign-in'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_LIMIT_PER_IP: '50', TRUST_PROXY_HOPS: '1' })
  const res = await call(t, 'POST', '/api/auth/signup', { body: { fullName: 'Form Person', email: 'form@example.test', password: 'form-password', role: 'tiktoker' } })
  expect(res.status).toBe(201)
})
afterAll(() => t.close())

/** The sign-in page's own form, posted as a browser posts it. */
const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.request('http://portal.test/api/auth/form-sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://portal.test', 'x-forwarded-for': '198.51.100.70', ...headers },
    body: new URLSearchParams(fields).toString(),
  })

describe('POST /api/auth/form-sign-in (the sign-in form sent before the app’s script)', () => {
  it('signs in, hands the session to the app in a short-lived cookie and sends the browser to Home', async () => {
    const res = await post({ email: ' Form@Example.test ', password: 'form-password' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/Home')
    expect(HANDOFF_COOKIE).toBe(APP_COOKIE)
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/Max-Age=300/)
    expect(cookie).toMatch(/SameSite=Strict/)
    expect(cookie).toMatch(/Path=\//)
    const value = /^signedIn=([^;]+)/.exec(cookie)?.[1]
    // Well under the 4 KB a browser keeps of one cookie.
    expect(cookie.length).toBeLessThan(3000)
    const session = JSON.parse(decodeURIComponent(value ?? '')) as { accessToken: string; userData: { email: string } }
    expect(session.userData.email).toBe('form@example.test')
    const me = await call(t, 'GET', '/api/auth/me', { token: session.accessToken })
    expect(me.status).toBe(200)
  })

  it('sends a wrong password or an empty field back to the sign-in page, which says why, and sets no cookie', async () => {
    const wrong = await post({ email: 'form@example.test', password: 'not-it' }, { 'x-forwarded-for': '198.51.100.71' })
    expect([wrong.status, wrong.headers.get('location'), wrong.headers.get('set-cookie')]).toEqual([303, '/login?problem=incorrect', null])
    const empty = await post({ email: 'form@example.test' })
    expect([empty.status, empty.headers.get('location')]).toEqual([303, '/login?problem=missing'])
  })

  it('keeps the sign-in limits: past them the page says to wait', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.72' }
    const answers: (string | null)[] = []
    for (let i = 0; i < 5; i++) answers.push((await post({ email: 'form@example.test', password: `guess-${i}` }, ip)).headers.get('location'))
    expect(answers.slice(0, 3)).toEqual(Array(3).fill('/login?problem=incorrect'))
    expect(answers.at(-1)).toBe('/login?problem=limited')
  })

  it('takes a post from this site behind a proxy, by the address the browser used', async () => {
    const proxied = await post({ email: 'form@example.test', password: 'form-password' }, { origin: 'https://portal.example', host: 'portal.example', 'x-forwarded-for': '198.51.100.73' })
    expect([proxied.status, proxied.headers.get('location')]).toEqual([303, '/Home'])
  })

  it('refuses a post from another site (it could sign a visitor into its own account) and a body that is not a form', async () => {
    const foreign = await post({ email: 'form@example.test', password: 'form-password' }, { origin: 'https://elsewhere.example' })
    expect(foreign.status).toBe(403)
    expect(((await foreign.json()) as { message: string }).message).toBe('Sign in from this site’s own sign-in page.')
    for (const odd of ['null', 'not a url']) expect((await post({ email: 'form@example.test', password: 'form-password' }, { origin: odd })).status).toBe(403)
    const json = await post({}, { 'content-type': 'application/json' })
    expect(json.status).toBe(400)
  })
})
