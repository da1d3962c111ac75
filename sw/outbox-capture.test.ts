import { describe, expect, it } from 'vitest'
import { openAppDB } from '../src/db/db'
import { disk, onDisk } from '../src/lib/sync/disk-quota.fixtures'
import { STORAGE_FULL_MESSAGE } from '../src/lib/sync/full-disk'
import { processLock } from '../src/lib/sync/lock'
import { replayOutbox } from '../src/lib/sync/replay'
import { signIn } from '../src/lib/sync/test-support'
import { isPortalWrite, sendOrQueue, tokenSubject } from './outbox-capture'
import { uniqueDbName } from './demo/test-support'

const ORIGIN = 'http://localhost'
const USER = '4b0d3a56-07c3-4c5e-9d52-0b3c8f1f2a10'
const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
const TOKEN = `${b64({ alg: 'HS256' })}.${b64({ sub: USER, role: 'tiktoker' })}.signature`

const write = (path: string, init: RequestInit & { token?: string | null } = {}) => {
  const headers = new Headers(init.headers)
  if (init.token !== null) headers.set('x-access-token', init.token ?? TOKEN)
  return new Request(`${ORIGIN}${path}`, { method: 'POST', ...init, headers })
}
const is = (req: Request) => isPortalWrite(req, new URL(req.url), ORIGIN)

describe('isPortalWrite', () => {
  it('takes signed-in portal writes only', () => {
    expect(is(write('/api/auth/apply-brand', { body: '{}' }))).toBe(true)
    expect(is(write('/api/upload_file', { method: 'PUT' }))).toBe(true)
    expect(is(write('/api/auth/login', { token: null }))).toBe(false)
    expect(is(write('/api/auth/get-notifications', { method: 'GET' }))).toBe(false)
    expect(is(write('/api/bookmarks/update'))).toBe(false)
    expect(is(write('/api/auth/apply-brand', { headers: { 'x-outbox-replay': '1' } }))).toBe(false)
    expect(is(write('/api/auth/apply-brand', { headers: { 'x-outbox': 'skip' } }))).toBe(false)
    expect(isPortalWrite(write('/api/auth/apply-brand'), new URL('https://elsewhere.test/api/auth/apply-brand'), ORIGIN)).toBe(false)
  })

  it('never takes an online-only call, even signed in and without the skip header', () => {
    for (const path of ['/api/auth/bank-add-init', '/api/auth/bank-add', '/api/auth/logout', '/api/auth/change-password']) expect(is(write(path, { body: '{}' }))).toBe(false)
  })

  it("reads the token's subject", () => {
    expect(tokenSubject(TOKEN)).toBe(USER)
    expect(tokenSubject('not-a-jwt')).toBeNull()
  })
})

describe('sendOrQueue', () => {
  it('sends on with an Idempotency-Key added before the first attempt', async () => {
    const db = openAppDB(uniqueDbName())
    const seen: Request[] = []
    const res = await sendOrQueue(write('/api/auth/apply-brand', { body: '{}' }), { db, now: Date.now, fetch: async (r) => (seen.push(r), new Response('{"ok":true}')) })
    expect(res.status).toBe(200)
    expect(seen[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/)
    expect(await db.outbox.count()).toBe(0)
  })

  it('queues a write that fails at the network, answers 202, and replay later sends the same request', async () => {
    const db = openAppDB(uniqueDbName())
    const offline = async () => {
      throw new TypeError('Failed to fetch')
    }
    const key = crypto.randomUUID()
    const req = () => write('/api/followers-scraper?x=1', { body: JSON.stringify({ profileUrl: 'https://tiktok.com/@me' }), headers: { 'content-type': 'application/json', 'idempotency-key': key } })
    const res = await sendOrQueue(req(), { db, now: Date.now, fetch: offline })
    expect(res.status).toBe(202)
    const answer = await res.json()
    expect(answer).toMatchObject({ queued: true, idempotencyKey: key })
    // The page tried again, still offline: still one entry.
    expect((await sendOrQueue(req(), { db, now: Date.now, fetch: offline })).status).toBe(202)
    const entries = await db.outbox.toArray()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ seq: answer.id, kind: 'raw', userId: USER, method: 'POST', path: '/followers-scraper?x=1', idempotencyKey: key, status: 'pending' })

    await signIn(db, { userId: USER, accessToken: 'fresh-token' })
    const sent: Array<{ url: string; headers: Record<string, string>; body: string }> = []
    const fetchFn = (async (url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string>, body: await new Response(init.body).text() })
      return new Response('{}', { status: 201 })
    }) as unknown as typeof fetch
    expect(await replayOutbox({ db, fetch: fetchFn, baseUrl: `${ORIGIN}/api`, now: Date.now, lock: processLock })).toMatchObject({ confirmed: 1 })
    expect(sent).toEqual([
      {
        url: `${ORIGIN}/api/followers-scraper?x=1`,
        headers: expect.objectContaining({ 'idempotency-key': key, 'x-access-token': 'fresh-token', 'content-type': 'application/json' }),
        body: JSON.stringify({ profileUrl: 'https://tiktok.com/@me' }),
      },
    ])
  })

  it('never queues a write it cannot attribute to a user', async () => {
    const db = openAppDB(uniqueDbName())
    const res = await sendOrQueue(write('/api/auth/apply-brand', { token: 'opaque' }), { db, now: Date.now, fetch: async () => { throw new TypeError('offline') } })
    expect(res.type).toBe('error')
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('sendOrQueue on a full disk', () => {
  const offline = async (): Promise<Response> => {
    throw new TypeError('Failed to fetch')
  }
  const req = () => write('/api/auth/apply-brand', { body: '{}', headers: { 'content-type': 'application/json' } })

  it('frees the demo data for a write it catches, then queues it', async () => {
    const d = disk()
    const db = onDisk(openAppDB(uniqueDbName()), d)
    await db.todoTasks.bulkAdd([{ id: 1, title: 'Buy milk' } as never])
    d.limit = d.used()
    const res = await sendOrQueue(req(), { db, now: Date.now, fetch: offline, caches: d.caches })
    expect(res.status).toBe(202)
    expect(await db.outbox.count()).toBe(1)
    expect(await db.todoTasks.count()).toBe(0)
  })

  it('answers 507 with the reason when nothing can be freed, and stores nothing', async () => {
    const d = disk()
    const db = onDisk(openAppDB(uniqueDbName()), d)
    await db.meta.put({ key: 'opened', value: true })
    d.limit = d.used()
    const res = await sendOrQueue(req(), { db, now: Date.now, fetch: offline, caches: d.caches })
    expect(res.status).toBe(507)
    expect(await res.json()).toEqual({ message: STORAGE_FULL_MESSAGE, code: 'storage_full' })
    expect(await db.outbox.count()).toBe(0)
  })
})
