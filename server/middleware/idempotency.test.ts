import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema/accounts'
import { categories, uploads } from '../db/schema/content'
import { idempotencyKeys } from '../db/schema/platform'
import { call, makeUser, rowCount } from '../test/accounts'
import { wav } from '../test/media'
import { createTestApp, type TestApp } from '../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_ACCOUNT: '1' })
})
afterAll(() => t.close())

const signup = (key: string, email: string) =>
  call(t, 'POST', '/api/auth/signup', { body: { fullName: 'Idem Potent', email, password: 'long-enough', role: 'artist' }, headers: { 'idempotency-key': key } })

describe('Idempotency-Key', () => {
  it('replays the first response for a repeat, with Idempotent-Replayed, and runs the call once', async () => {
    const admin = await makeUser(t, 'admin')
    const key = crypto.randomUUID()
    const create = () => call(t, 'POST', '/api/category/create', { token: admin.token, body: { name: 'Once only' }, headers: { 'idempotency-key': key } })
    const before = await rowCount(t, categories)
    const first = await create()
    const second = await create()
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    expect((await second.json()).category.id).toBe((await first.json()).category.id)
    expect(await rowCount(t, categories)).toBe(before + 1)
  })

  it('never keeps an answer that carries a token (sign-up, sign-in): a repeat runs again', async () => {
    const key = crypto.randomUUID()
    const before = await rowCount(t, users)
    const first = await signup(key, 'once@example.test')
    expect(first.status).toBe(201)
    const [stored] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))
    expect(stored).toBeUndefined()
    const again = await signup(key, 'once@example.test')
    expect(again.headers.get('idempotent-replayed')).toBeNull()
    expect(JSON.stringify(await again.json())).not.toContain('accessToken')
    expect(await rowCount(t, users)).toBe(before + 1)
  })

  it('replays nothing to a token that was revoked: the route answers 401', async () => {
    const admin = await makeUser(t, 'admin')
    const key = crypto.randomUUID()
    const create = () => call(t, 'POST', '/api/category/create', { token: admin.token, body: { name: 'Before sign-out' }, headers: { 'idempotency-key': key } })
    expect((await create()).status).toBe(201)
    await t.database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, admin.id))
    const res = await create()
    expect(res.status).toBe(401)
    expect(res.headers.get('idempotent-replayed')).toBeNull()
  })

  it('GET /idempotency/:key tells the caller what became of their key', async () => {
    const [admin, stranger] = [await makeUser(t, 'admin'), await makeUser(t, 'admin')]
    const key = crypto.randomUUID()
    const created = await call(t, 'POST', '/api/category/create', { token: admin.token, body: { name: 'Looked up' }, headers: { 'idempotency-key': key } })
    const lookup = (token: string, k: string = key) => call(t, 'GET', `/api/idempotency/${k}`, { token })
    const found = await lookup(admin.token)
    expect(found.status).toBe(201)
    expect(found.headers.get('idempotent-replayed')).toBe('true')
    expect((await found.json()).category.id).toBe((await created.json()).category.id)
    // Keys are per caller: another user hears "unknown", and so does a key never used.
    const other = await lookup(stranger.token)
    expect(other.status).toBe(404)
    expect(await other.json()).toMatchObject({ code: 'idempotency_unknown' })
    expect((await lookup(admin.token, crypto.randomUUID())).status).toBe(404)
    expect((await lookup(admin.token, 'not-a-uuid')).status).toBe(400)
    expect((await call(t, 'GET', `/api/idempotency/${key}`)).status).toBe(401)
  })

  it('answers the same key with a different body with 422 and runs nothing', async () => {
    const admin = await makeUser(t, 'admin')
    const key = crypto.randomUUID()
    const create = (name: string) => call(t, 'POST', '/api/category/create', { token: admin.token, body: { name }, headers: { 'idempotency-key': key } })
    expect((await create('Makossa')).status).toBe(201)
    const before = await rowCount(t, categories)
    const res = await create('Soukous')
    expect(res.status).toBe(422)
    expect((await res.json()).message).toMatch(/different request/)
    expect(await rowCount(t, categories)).toBe(before)
  })

  it('refuses a key that is not a UUID with 400, before running anything', async () => {
    const before = [await rowCount(t, users), await rowCount(t, idempotencyKeys)]
    const res = await signup("abc'; --", 'bad-key@example.test')
    expect(res.status).toBe(400)
    expect((await res.json()).message).toBe('Idempotency-Key must be a UUID')
    expect([await rowCount(t, users), await rowCount(t, idempotencyKeys)]).toEqual(before)
  })

  it('lets only one of two concurrent duplicates run; the other hears 409', async () => {
    const key = crypto.randomUUID()
    const before = await rowCount(t, users)
    const results = await Promise.all([signup(key, 'race@example.test'), signup(key, 'race@example.test')])
    expect(results.map((r) => r.status).sort()).toEqual([201, 409])
    const busy = results.find((r) => r.status === 409)!
    expect((await busy.json()).message).toMatch(/still being processed/)
    expect(await rowCount(t, users)).toBe(before + 1)
  })

  it('keys belong to the caller: another user may use the same key', async () => {
    const [a, b] = [await makeUser(t, 'admin'), await makeUser(t, 'admin')]
    const key = crypto.randomUUID()
    const create = (token: string, name: string) => call(t, 'POST', '/api/category/create', { token, body: { name }, headers: { 'idempotency-key': key } })
    const before = await rowCount(t, categories)
    expect((await create(a.token, 'Highlife')).status).toBe(201)
    expect((await create(b.token, 'Juju')).status).toBe(201)
    expect(await rowCount(t, categories)).toBe(before + 2)
  })

  it('answers the same key with a different upload with 422; the same file again gets the stored answer', async () => {
    const admin = await makeUser(t, 'admin')
    const key = crypto.randomUUID()
    const send = (file: Uint8Array<ArrayBuffer>) => {
      const form = new FormData()
      form.append('file', new Blob([file], { type: 'audio/wav' }), 'take.wav')
      return t.app.request('/api/upload_file', { method: 'POST', body: form, headers: { 'x-access-token': admin.token, 'idempotency-key': key } })
    }
    const first = await send(wav(1))
    expect(first.status).toBe(201)
    const before = await rowCount(t, uploads)
    const other = await send(wav(2))
    expect(other.status).toBe(422)
    expect((await other.json()).code).toBe('idempotency_key_reused')
    const again = await send(wav(1))
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect((await again.json()).file).toBe((await first.json()).file)
    expect(await rowCount(t, uploads)).toBe(before)
  })

  it('does not keep responses a retry should run again for (429)', async () => {
    await call(t, 'POST', '/api/auth/login', { body: { email: 'limited@example.test', password: 'whatever-1' } })
    const before = await rowCount(t, idempotencyKeys)
    const key = crypto.randomUUID()
    const res = await call(t, 'POST', '/api/auth/login', { body: { email: 'limited@example.test', password: 'whatever-1' }, headers: { 'idempotency-key': key } })
    expect(res.status).toBe(429)
    expect(await rowCount(t, idempotencyKeys)).toBe(before)
  })

  it('does not keep a refusal that depends on the current state (409), so a later retry with the key can succeed', async () => {
    const admin = await makeUser(t, 'admin')
    const taken = await call(t, 'POST', '/api/category/create', { token: admin.token, body: { name: 'Taken' } })
    expect(taken.status).toBe(201)
    const id = (await taken.json()).category.id
    const key = crypto.randomUUID()
    const create = () => call(t, 'POST', '/api/category/create', { token: admin.token, body: { name: 'Fuji' }, headers: { 'idempotency-key': key } })
    await call(t, 'POST', '/api/category/update', { token: admin.token, body: { id, name: 'Fuji' } })
    expect((await create()).status).toBe(409)
    // The name is free again: the same key now runs the call instead of replaying the refusal.
    await call(t, 'POST', '/api/category/update', { token: admin.token, body: { id, name: 'Apala' } })
    const retried = await create()
    expect(retried.status).toBe(201)
    expect(retried.headers.get('idempotent-replayed')).toBeNull()
    expect((await create()).headers.get('idempotent-replayed')).toBe('true')
  })

  it('keeps and replays a client error (400) so a queued bad call fails the same way', async () => {
    const key = crypto.randomUUID()
    const body = { email: 'nobody-at-all@example.test', password: 'wrong-password' }
    const first = await call(t, 'POST', '/api/auth/login', { body, headers: { 'idempotency-key': key, 'x-forwarded-for': '1' } })
    const again = await call(t, 'POST', '/api/auth/login', { body, headers: { 'idempotency-key': key } })
    expect(first.status).toBe(400)
    expect(again.status).toBe(400)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
  })
})
