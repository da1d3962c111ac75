import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { followerVerifications } from '../../db/schema/accounts'
import { parseEnv } from '../../env'
import { createFollowerChecker, httpFollowerChecker, manualFollowerChecker, type FollowerChecker } from '../../lib/follower-checker'
import { call, makeUser, rowCount, type TestUser } from '../../test/accounts'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let admin: TestUser
/** The app's checker delegates here, so one test can switch to the HTTP checker. */
let checker: FollowerChecker = manualFollowerChecker
beforeAll(async () => {
  t = await createTestApp({}, { services: { followerChecker: { check: (u) => checker.check(u) } } })
  admin = await makeUser(t, 'admin')
})
afterAll(() => t.close())

const scrape = (u: TestUser, profileUrl: unknown) => call(t, 'POST', '/api/followers-scraper', { token: u.token, body: { profileUrl } })

describe('POST /api/followers-scraper (manual checker)', () => {
  it('records a pending request for the creator, once', async () => {
    const creator = await makeUser(t, 'tiktoker')
    const res = await scrape(creator, 'https://www.tiktok.com/@someone')
    expect(res.status).toBe(201)
    expect((await res.json()).verification).toMatchObject({ status: 'pending', platform: 'tiktok.com', checker: 'manual', followers: null })
    const me = await (await call(t, 'GET', '/api/auth/me', { token: creator.token })).json()
    expect(me.userData.followerVerification).toBe('pending')
    expect((await scrape(creator, 'https://instagram.com/someone')).status).toBe(409)
  })

  it.each([
    ['http, not https', 'http://tiktok.com/@x'],
    ['an unknown host', 'https://example.com/@x'],
    ['a look-alike host', 'https://tiktok.com.evil.test/@x'],
    ['not a URL', "'; drop table users; --"],
    ['a number', 12345],
  ])('refuses %s with 400 and stores nothing', async (_label, url) => {
    const creator = await makeUser(t, 'tiktoker')
    const before = await rowCount(t, followerVerifications)
    const res = await scrape(creator, url)
    expect(res.status).toBe(400)
    expect((await res.json()).message).toMatch(/profileUrl/)
    expect(await rowCount(t, followerVerifications)).toBe(before)
  })
})

describe('admin review', () => {
  it('lists pending requests and confirms a count; the creator is verified and told', async () => {
    const creator = await makeUser(t, 'tiktoker')
    const { verification } = await (await scrape(creator, 'https://youtube.com/@maker')).json()
    const pending = await (await call(t, 'GET', '/api/auth/get-follower-verifications?status=pending', { token: admin.token })).json()
    expect(pending.verifications.find((v: { id: string }) => v.id === verification.id)?.user.email).toBe(creator.email)

    const confirm = (body: unknown) => call(t, 'POST', '/api/auth/confirm-follower-verification', { token: admin.token, body })
    expect((await confirm({ id: verification.id, followers: -5, status: 'verified' })).status).toBe(400)
    expect((await confirm({ id: verification.id, followers: '12k', status: 'verified' })).status).toBe(400)
    const ok = await confirm({ id: verification.id, followers: 12000, status: 'verified' })
    expect((await ok.json()).verification).toMatchObject({ status: 'verified', followers: 12000 })
    const me = await (await call(t, 'GET', '/api/auth/me', { token: creator.token })).json()
    expect(me.userData).toMatchObject({ followerVerification: 'verified', followers: 12000 })
    expect((await confirm({ id: verification.id, followers: 1, status: 'rejected' })).status).toBe(409)
    expect((await confirm({ id: '00000000-0000-4000-8000-000000000000', followers: 1, status: 'rejected' })).status).toBe(404)
  })
})

describe('HTTP follower checker', () => {
  let server: Server
  let url: string
  const seen: string[] = []
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        seen.push(body)
        const { profileUrl } = JSON.parse(body) as { profileUrl: string }
        if (profileUrl.includes('broken')) return res.writeHead(500).end('{}')
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ followers: 4321 }))
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/check`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  it('posts the URL and attaches the reported count; a failing service leaves it for an admin', async () => {
    const checker = httpFollowerChecker(url)
    expect(await checker.check('https://tiktok.com/@fine')).toEqual({ checker: 'http', followers: 4321 })
    expect(JSON.parse(seen[0]!)).toEqual({ profileUrl: 'https://tiktok.com/@fine' })
    expect(await checker.check('https://tiktok.com/@broken')).toEqual({ checker: 'http', followers: null })
  })

  it('is the checker the server uses when FOLLOWER_CHECK_URL is set', async () => {
    expect(await createFollowerChecker(parseEnv({ FOLLOWER_CHECK_URL: url })).check('https://x.com/someone')).toEqual({ checker: 'http', followers: 4321 })
    expect(await createFollowerChecker(parseEnv({})).check('https://x.com/someone')).toEqual({ checker: 'manual', followers: null })
  })

  it('its count reaches the recorded request', async () => {
    checker = httpFollowerChecker(url)
    try {
      const creator = await makeUser(t, 'tiktoker')
      const res = await scrape(creator, 'https://x.com/someone')
      expect((await res.json()).verification).toMatchObject({ checker: 'http', followers: 4321, status: 'pending' })
    } finally {
      checker = manualFollowerChecker
    }
  })
})
