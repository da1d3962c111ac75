import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaigns } from '../db/schema/marketplace'
import { call, makeUser, type TestUser } from '../test/accounts'
import { clicksOn, openLink, postClick, tokenFor, visitor } from '../test/clicks'
import { balances, fundedArtist, makeCategory, makeCreator, post, uploadFor, videoLink } from '../test/market'
import { PNG } from '../test/media'
import { createTestApp, type TestApp } from '../test/test-app'

/** Hostile input and HTTP edge cases: each answered with a clear 4xx, never a 500, and safe headers. */
let t: TestApp
let admin: TestUser
let artist: TestUser
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://app.example.test', LINK_HOSTS: 'clips.example.test' })
  admin = await makeUser(t, 'admin')
  artist = await makeUser(t, 'artist')
})
afterAll(() => t.close())

const NUL = '\u0000'

describe('a NUL byte in any text field is a 400 with a message', () => {
  const cases: [string, () => Response | Promise<Response>][] = [
    ['sign-up name', () => post(t, '/auth/signup', null, { fullName: `Eve${NUL}`, email: 'eve@example.test', password: 'long-enough-1', role: 'artist' })],
    ['sign-in e-mail', () => post(t, '/auth/login', null, { email: `a${NUL}@example.test`, password: 'x' })],
    ['category name', () => post(t, '/category/create', admin, { name: `Pop${NUL}` })],
    ['sound title', async () => post(t, '/artist/create-sound', artist, { title: `Hit${NUL}`, category_id: (await makeCategory(t)).id, audio: await uploadFor(t, artist.id), pay_per_use: 100, slots: 1 })],
    ['brand brief', async () => post(t, '/brand/create-request', await makeUser(t, 'brand'), { type: 'script', brief: `Brief${NUL}`, script: 'x', slots: 1, pay_per_video: 100 })],
    ['a JSON key', () => post(t, '/auth/login', null, { [`email${NUL}`]: 'a@example.test', password: 'x' })],
    ['search q', () => call(t, 'GET', `/api/auth/get-users?q=a%00b`, { token: admin.token })],
    ['reset code', () => call(t, 'GET', `/api/auth/get-user-by-reset-code?code=abc%00def`)],
  ]
  it.each(cases)('%s', async (_name, send) => {
    const res = await send()
    expect(res.status).toBe(400)
    expect((await res.json()).message).toMatch(/NUL/)
  })

  it('an upload whose file name has a NUL byte', async () => {
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), `cover${NUL}.png`)
    const res = await t.app.request('/api/upload_file', { method: 'POST', headers: { 'x-access-token': artist.token }, body: form })
    expect(res.status).toBe(400)
    expect((await res.json()).message).toMatch(/NUL/)
  })
})

describe('HTTP', () => {
  it('every private answer under /api says no-store', async () => {
    for (const [method, path, token] of [
      ['GET', '/api/auth/me', artist.token],
      ['GET', '/api/auth/get-users', admin.token],
      ['POST', '/api/auth/get-user-wallet', artist.token],
      ['GET', '/api/auth/get-all-transactions', artist.token],
      ['GET', '/api/auth/me', undefined],
    ] as const) {
      const res = await call(t, method, path, { token })
      expect(res.headers.get('cache-control'), `${method} ${path}`).toBe('no-store')
    }
  })

  it('sends HSTS only over HTTPS', async () => {
    expect((await t.app.request('http://portal.test/api/health')).headers.get('strict-transport-security')).toBeNull()
    expect((await t.app.request('https://portal.test/api/health')).headers.get('strict-transport-security')).toMatch(/max-age=/)
  })

  it('allows credentials only to configured origins', async () => {
    const other = await t.app.request('/api/health', { headers: { origin: 'https://evil.example' } })
    expect(other.headers.get('access-control-allow-credentials')).toBeNull()
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const ours = await t.app.request('/api/health', { headers: { origin: 'https://app.example.test' } })
    expect(ours.headers.get('access-control-allow-credentials')).toBe('true')
    expect(ours.headers.get('access-control-allow-origin')).toBe('https://app.example.test')
  })

  describe('on a real socket', () => {
    let server: ServerType
    let port: number
    beforeAll(async () => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
      await new Promise((r) => server.once('listening', r))
      port = (server.address() as AddressInfo).port
    })
    afterAll(() => new Promise((r) => server.close(r)))

    function send(agent: http.Agent, path: string, body: string): Promise<{ status: number; connection?: string }> {
      return new Promise((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }))
        })
        req.on('error', reject)
        req.end(body)
      })
    }

    it('closes the connection after a 413, so the next request on a keep-alive agent works', async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      const big = JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(400 * 1024) })
      const first = await send(agent, '/api/auth/login', big)
      expect(first.status).toBe(413)
      expect(first.connection).toBe('close')
      const next = await send(agent, '/api/auth/login', JSON.stringify({ email: 'nobody@example.test', password: 'wrong' }))
      expect(next.status).toBe(400)
      agent.destroy()
    })
  })
})

describe('tracking links send visitors to the video apps only', () => {
  /** A one-kobo video-app sound, as the cheapest attacker would make it. */
  const videoApp = async (artist: TestUser, template_link: string) =>
    post(t, '/artist/create-sound', artist, {
      kind: 'video_app',
      title: 'Free followers',
      category_id: (await makeCategory(t)).id,
      audio: await uploadFor(t, artist.id),
      template_link,
      pay_per_click: 1,
      click_budget: 1,
    })

  it.each([
    'https://evil.example/capcut-template',
    'https://capcut.com.evil.example/t/Zs8abc/',
    'https://evil.example/www.capcut.com/t/Zs8abc/',
    'https://evilcapcut.com/t/Zs8abc/',
    'https://www.capcut.com:8443/t/Zs8abc/',
  ])('a template link on %s is refused (400 naming the hosts allowed), and nothing is escrowed', async (link) => {
    const artist = await fundedArtist(t, 1)
    const res = await videoApp(artist, link)
    const body = await res.json()
    expect(res.status, JSON.stringify(body)).toBe(400)
    expect(body.code).toBe('link_host_not_allowed')
    expect(body.message).toMatch(/^template_link: must be a link on the video-editing app or a video platform \(capcut\.com, tiktok\.com, .*clips\.example\.test\); .+ is not one of them$/)
    expect(await t.database.db.select().from(campaigns).where(eq(campaigns.ownerId, artist.id))).toEqual([])
    expect((await balances(t, artist.id)).available).toBe(1)
  })

  it('CapCut, the video platforms and a host added with LINK_HOSTS are accepted, and their tracking links lead there', async () => {
    const creator = await makeCreator(t)
    for (const link of ['https://www.capcut.com/t/Zs8abc/', 'https://vm.tiktok.com/ZMabc123/', 'https://go.clips.example.test/template/7']) {
      const res = await videoApp(await fundedArtist(t, 1), link)
      expect(res.status, link).toBe(201)
      const opened = await openLink(t.app, (await res.json()).sound.id, creator.id, visitor('192.0.2.60'))
      expect(opened.location, link).toBe(link)
    }
  })

  it('a sound whose stored link points elsewhere (made before the rule) sends nobody there and counts no click', async () => {
    const creator = await makeCreator(t)
    const made = await (await videoApp(await fundedArtist(t, 1), 'https://www.capcut.com/t/Zs8abc/')).json()
    const sound = made.sound.id as string
    await t.database.db.update(campaigns).set({ templateLink: 'https://evil.example/phish' }).where(eq(campaigns.id, sound))
    // A browser: the link's first hop sets the cookie, the second would have counted and redirected.
    const opened = await openLink(t.app, sound, creator.id, visitor('192.0.2.61'))
    expect(opened.res.status).toBe(404)
    expect(opened.res.headers.get('location')).toBeNull()
    expect(await opened.res.text()).toMatch(/This link is not active/)
    // The app's own /t/ page: add-click answers no destination to follow.
    const v = visitor('192.0.2.62')
    const token = await tokenFor(t.app, sound, creator.id, v)
    const clicked = await postClick(t.app, v, { soundid: sound, creator_id: creator.id, token })
    expect(clicked.status).toBe(404)
    expect(JSON.stringify(await clicked.json())).not.toMatch(/evil\.example/)
    expect(await clicksOn(t, sound)).toBe(0)
  })

  it('a reference video rewritten off the video platforms is not followed either', async () => {
    const creator = await makeCreator(t)
    const artist = await fundedArtist(t, 2_000)
    const made = await post(t, '/artist/create-sound', artist, {
      title: 'Reference',
      category_id: (await makeCategory(t)).id,
      audio: await uploadFor(t, artist.id),
      video_links: [videoLink()],
      pay_per_use: 1_000,
      slots: 1,
      pay_per_click: 100,
      click_budget: 1_000,
    })
    const sound = (await made.json()).sound.id as string
    expect((await post(t, '/artist/add-hold-slot', creator, { soundid: sound })).status).toBe(201)
    await t.database.db.update(campaigns).set({ videoLinks: ['https://evil.example/watch'] }).where(eq(campaigns.id, sound))
    const opened = await openLink(t.app, sound, creator.id, visitor('192.0.2.63'))
    expect(opened.res.status).toBe(404)
    expect(opened.res.headers.get('location')).toBeNull()
    expect(await clicksOn(t, sound)).toBe(0)
  })
})
