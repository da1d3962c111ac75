import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openPostgres, type Database } from '../db/client'
import { pushOutbox, pushSubscriptions } from '../db/schema/push'
import { resolveVapidKeys } from '../lib/vapid'
import { call, makeUser, rowCount, type TestUser } from '../test/accounts'
import { makeDevice, startPushService, verifyVapid, type Device } from '../test/push-service'
import { createTestApp, type TestApp } from '../test/test-app'
import { notify, type NewNotification } from './notifications'
import { createPushSender, type PushSender } from './push-outbox'

let t: TestApp
let service: Awaited<ReturnType<typeof startPushService>>
let creator: TestUser
const extraDatabases: Database[] = []

beforeAll(async () => {
  service = await startPushService()
  t = await createTestApp({ PUSH_ENDPOINT_HOSTS: '127.0.0.1' })
  creator = await makeUser(t, 'tiktoker')
})
afterAll(async () => {
  for (const d of extraDatabases) await d.close()
  await t.close()
  await service.close()
})
beforeEach(async () => {
  await t.database.db.delete(pushSubscriptions)
  service.requests.length = 0
  service.answer(() => 201)
})

const vapid = () => resolveVapidKeys(t.env)
const sender = (db = t.database.db, attempts = 5): PushSender =>
  createPushSender({ db, vapid: vapid(), hosts: t.env.PUSH_ENDPOINT_HOSTS, ttlSeconds: 3600, attempts, log: () => {} })

async function subscribe(user: TestUser, kinds = ['approvals', 'money', 'reminders', 'accounts']): Promise<Device> {
  const device = makeDevice(`${service.origin}/push/${randomUUID()}`)
  const res = await call(t, 'POST', '/api/push/subscriptions', { token: user.token, body: { ...device.json(), expirationTime: null, kinds } })
  expect(res.status).toBe(200)
  return device
}

const approved = (title = 'Approved and paid'): NewNotification => ({
  type: 'use_approved',
  title,
  message: 'Your video for “Summer” was approved: ₦900.00 is in your wallet.',
  data: { campaignId: randomUUID(), useId: randomUUID() },
})

describe('sending a notification by Web Push', () => {
  it('encrypts the payload for the device (RFC 8291) and signs the request with the server key (VAPID)', async () => {
    const device = await subscribe(creator)
    const n = approved()
    await t.database.db.transaction((tx) => notify(tx, creator.id, n))
    expect(await rowCount(t, pushOutbox)).toBe(1)

    expect(await sender().sendDue()).toEqual({ sent: 1, gone: 0, waiting: 0, dropped: 0 })
    expect(service.requests).toHaveLength(1)
    const [req] = service.requests
    expect(`${service.origin}${req!.path}`).toBe(device.endpoint)
    expect(req!.headers['content-encoding']).toBe('aes128gcm')
    expect(req!.headers.ttl).toBe('3600')
    const payload = JSON.parse(device.decrypt(req!.body).toString('utf8'))
    expect(payload).toEqual({ title: n.title, body: n.message, url: '/transactions', tag: `use_approved:${n.data!.useId}` })

    const claims = verifyVapid(String(req!.headers.authorization), vapid().publicKey)
    expect(claims.aud).toBe(service.origin)
    expect(claims.sub).toBe(vapid().subject)
    const now = Date.now() / 1000
    expect(claims.exp).toBeGreaterThan(now)
    expect(claims.exp).toBeLessThanOrEqual(now + 24 * 3600)
    expect(await rowCount(t, pushOutbox)).toBe(0)
  })

  it('queues only for the devices that want that kind, and nothing for a type that is not pushed', async () => {
    await subscribe(creator, ['money'])
    const wants = await subscribe(creator, ['approvals'])
    await notify(t.database.db, creator.id, approved())
    await notify(t.database.db, creator.id, { type: 'speciality_changed', title: 'Speciality updated', message: 'x' })
    const rows = await t.database.db.select().from(pushOutbox)
    expect(rows.map((r) => r.endpoint)).toEqual([wants.endpoint])
  })

  it('removes the subscription and its messages when the push service answers 410', async () => {
    const device = await subscribe(creator)
    await notify(t.database.db, creator.id, approved('first'))
    await notify(t.database.db, creator.id, approved('second'))
    service.answer(() => 410)
    const run = await sender().sendDue()
    expect(run.gone).toBeGreaterThanOrEqual(1)
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toEqual([])
    expect(await rowCount(t, pushOutbox)).toBe(0)
  })

  it('retries a 503 later and gives a message up after its attempts', async () => {
    await subscribe(creator)
    await notify(t.database.db, creator.id, approved())
    service.answer(() => 503)
    expect(await sender(t.database.db, 2).sendDue()).toEqual({ sent: 0, gone: 0, waiting: 1, dropped: 0 })
    const [row] = await t.database.db.select().from(pushOutbox)
    expect(row).toMatchObject({ attempts: 1, lastError: 'the push service answered 503' })
    // Not due yet: the wait after a failure has not passed.
    expect(await sender(t.database.db, 2).sendDue()).toEqual({ sent: 0, gone: 0, waiting: 0, dropped: 0 })
    await t.database.db.update(pushOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` })
    expect(await sender(t.database.db, 2).sendDue()).toEqual({ sent: 0, gone: 0, waiting: 0, dropped: 1 })
    expect(await rowCount(t, pushOutbox)).toBe(0)
  })

  it('sends what was queued before a restart from a new job instance', async () => {
    const device = await subscribe(creator)
    service.answer(() => 503)
    await notify(t.database.db, creator.id, approved('queued before the restart'))
    await sender().sendDue()
    // The process stops; a new one starts once the wait is over and the push service is back.
    await t.database.db.update(pushOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` })
    service.answer(() => 201)
    service.requests.length = 0
    expect((await sender().sendDue()).sent).toBe(1)
    expect(JSON.parse(device.decrypt(service.requests[0]!.body).toString()).title).toBe('queued before the restart')
  })

  it('sends each message once when two job runners share the database, a burst in batches', async () => {
    const devices = [await subscribe(creator), await subscribe(creator), await subscribe(creator)]
    const messages = 150
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < messages; i++) await notify(tx, creator.id, approved(`burst ${i}`))
    })
    // On PostgreSQL the second runner has its own connections, like another server process.
    const other = t.databaseUrl ? await openPostgres(t.databaseUrl) : t.database
    if (other !== t.database) extraDatabases.push(other)
    const [a, b] = await Promise.all([sender().sendDue(), sender(other.db).sendDue()])
    expect(a.sent + b.sent).toBe(messages * devices.length)
    const seen = new Map<string, number>()
    for (const req of service.requests) {
      const device = devices.find((d) => d.endpoint === `${service.origin}${req.path}`)!
      const key = `${req.path} ${JSON.parse(device.decrypt(req.body).toString()).title}`
      seen.set(key, (seen.get(key) ?? 0) + 1)
    }
    expect(seen.size).toBe(messages * devices.length)
    expect([...seen.values()].every((n) => n === 1)).toBe(true)
    expect(await rowCount(t, pushOutbox)).toBe(0)
  })
})

describe('/api/push', () => {
  it('gives the public key to signed-in users only', async () => {
    expect((await call(t, 'GET', '/api/push/key')).status).toBe(401)
    const res = await call(t, 'GET', '/api/push/key', { token: creator.token })
    expect(await res.json()).toEqual({ publicKey: vapid().publicKey })
  })

  it('refuses endpoints off the push service list, plain http off loopback and bad keys with 400', async () => {
    const keys = makeDevice('x').json().keys
    const post = (endpoint: string, extra = {}) => call(t, 'POST', '/api/push/subscriptions', { token: creator.token, body: { endpoint, keys, kinds: ['money'], ...extra } })
    const refused = async (endpoint: string, message: string | RegExp, extra = {}) => {
      const res = await post(endpoint, extra)
      expect(res.status).toBe(400)
      expect((await res.json()).message).toMatch(message)
    }
    await refused('https://evil.example.com/push/1', "The push endpoint's host evil.example.com is not a known push service (Google, Mozilla, Apple or Microsoft)")
    await refused('https://push.apple.com.evil.example/1', /is not a known push service/)
    await refused('http://fcm.googleapis.com/fcm/send/abc', 'The push endpoint must be an https:// URL')
    await refused('http://10.0.0.7/push', 'The push endpoint must be an https:// URL')
    await refused('https://fcm.googleapis.com:8443/fcm/send/abc', 'The push endpoint must use the default https port')
    await refused('https://user:pw@fcm.googleapis.com/fcm/send/abc', /must not carry a user name or password/)
    await refused('not a url', 'The push endpoint is not a URL')
    await refused('https://fcm.googleapis.com/fcm/send/abc', /keys.auth: must be the auth secret in base64url/, { keys: { ...keys, auth: 'abc' } })
    await refused('https://fcm.googleapis.com/fcm/send/abc', /kinds: Choose at least one kind/, { kinds: [] })
    await refused('https://fcm.googleapis.com/fcm/send/abc', /kinds.0: must be one of approvals, money, reminders, accounts/, { kinds: ['gossip'] })
    expect(await rowCount(t, pushSubscriptions)).toBe(0)
    // The listed services pass, subdomains where the list says `*.`.
    expect((await post('https://fcm.googleapis.com/fcm/send/abc')).status).toBe(200)
    expect((await post('https://web.push.apple.com/QGuQ')).status).toBe(200)
    expect((await post('https://wns2-par02p.notify.windows.com/w/?token=x')).status).toBe(200)
    expect((await post('https://updates.push.services.mozilla.com/wpush/v2/x')).status).toBe(200)
    expect((await call(t, 'POST', '/api/push/subscriptions', { body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys, kinds: ['money'] } })).status).toBe(401)
  })

  it('keeps one subscription per device: posting it again updates it, also when it moves to another user', async () => {
    const device = await subscribe(creator, ['money'])
    await notify(t.database.db, creator.id, { type: 'wallet_funded', title: 'Wallet funded', message: 'for the creator' })
    const artist = await makeUser(t, 'artist')
    const again = await call(t, 'POST', '/api/push/subscriptions', { token: artist.token, body: { ...device.json(), kinds: ['approvals', 'approvals'] } })
    expect(await again.json()).toEqual({ endpoint: device.endpoint, kinds: ['approvals'] })
    const rows = await t.database.db.select().from(pushSubscriptions)
    expect(rows.map((r) => [r.endpoint, r.userId, r.kinds])).toEqual([[device.endpoint, artist.id, ['approvals']]])
    // What waited for the creator is never shown to the artist now holding the device.
    expect(await rowCount(t, pushOutbox)).toBe(0)
  })

  it("removes the caller's own subscription on DELETE, never another user's", async () => {
    const device = await subscribe(creator)
    const artist = await makeUser(t, 'artist')
    const del = (token: string) => call(t, 'DELETE', '/api/push/subscriptions', { token, body: { endpoint: device.endpoint } })
    expect(await (await del(artist.token)).json()).toEqual({ removed: false })
    expect(await rowCount(t, pushSubscriptions)).toBe(1)
    expect(await (await del(creator.token)).json()).toEqual({ removed: true })
    expect(await rowCount(t, pushSubscriptions)).toBe(0)
  })
})
