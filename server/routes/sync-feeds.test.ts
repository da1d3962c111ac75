import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../db/schema/accounts'
import { call, makeUser, type TestUser } from '../test/accounts'
import { createTestApp, type TestApp } from '../test/test-app'

// The `since` change feeds the app's mirrors pull (DESIGN §5): paging through a burst of rows that
// share one timestamp, deletions as tombstones, and an empty answer when nothing changed.
let t: TestApp
let admin: TestUser
let creator: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await makeUser(t, 'admin')
  creator = await makeUser(t, 'tiktoker')
})
afterAll(() => t.close())

const get = async (path: string, token: string) => {
  const res = await call(t, 'GET', path, { token })
  expect(res.status, path).toBe(200)
  return res.json()
}

describe('notifications feed', () => {
  it('pages through rows changed by one statement without losing or repeating any', async () => {
    const ids = Array.from({ length: 25 }, () => randomUUID())
    await t.database.db.insert(notifications).values(ids.map((id) => ({ id, userId: creator.id, type: 't', title: id, message: 'm' })))
    // One statement, one now(): every row shares the same updatedAt.
    await t.database.db.execute(sql`update notifications set updated_at = now() where user_id = ${creator.id}`)
    const seen: string[] = []
    let since = new Date(0).toISOString()
    for (let page = 0; page < 10; page++) {
      const body = await get(`/api/auth/get-notifications?since=${encodeURIComponent(since)}&limit=10`, creator.token)
      seen.push(...body.notifications.map((n: { id: string }) => n.id))
      since = body.cursor
      if (!body.hasMore) break
    }
    expect(seen).toHaveLength(25)
    expect(new Set(seen)).toEqual(new Set(ids))
    const again = await get(`/api/auth/get-notifications?since=${encodeURIComponent(since)}`, creator.token)
    expect(again).toMatchObject({ notifications: [], hasMore: false, cursor: since })
  })
})

describe('categories feed', () => {
  it('returns only what changed after the cursor', async () => {
    const create = (name: string) => call(t, 'POST', '/api/category/create', { token: admin.token, body: { name, id: randomUUID() } })
    await create('Afro')
    const first = await get('/api/category/get-all', creator.token)
    expect(first).toMatchObject({ deleted: [], cursor: expect.any(String) })
    await new Promise((r) => setTimeout(r, 5))
    await create('Zouk')
    const delta = await get(`/api/category/get-all?since=${encodeURIComponent(first.cursor)}`, creator.token)
    expect(delta.categories.map((c: { name: string }) => c.name)).toEqual(['Zouk'])
    const none = await get(`/api/category/get-all?since=${encodeURIComponent(delta.cursor)}`, creator.token)
    expect(none.categories).toEqual([])
    expect((await call(t, 'GET', '/api/category/get-all?since=soon', { token: creator.token })).status).toBe(400)
  })
})

describe('admin users feed', () => {
  it('carries changes and deletions after the cursor', async () => {
    const start = await get('/api/auth/get-users', admin.token)
    expect(start).toMatchObject({ deleted: [], hasMore: false, cursor: expect.any(String) })
    await new Promise((r) => setTimeout(r, 5))
    const doomed = await makeUser(t, 'artist')
    const changed = await call(t, 'POST', '/api/auth/update-account-approval-status', { token: admin.token, body: { uid: creator.id, status: 'rejected' } })
    expect(changed.status).toBe(200)
    const delta = await get(`/api/auth/get-users?since=${encodeURIComponent(start.cursor)}`, admin.token)
    expect(delta.users.map((u: { id: string }) => u.id).sort()).toEqual([creator.id, doomed.id].sort())
    expect((await call(t, 'POST', '/api/auth/delete-user', { token: admin.token, body: { uid: doomed.id } })).status).toBe(200)
    const after = await get(`/api/auth/get-users?since=${encodeURIComponent(delta.cursor)}`, admin.token)
    expect(after.users).toEqual([])
    expect(after.deleted).toEqual([doomed.id])
    const quiet = await get(`/api/auth/get-users?since=${encodeURIComponent(after.cursor)}`, admin.token)
    expect(quiet).toMatchObject({ users: [], deleted: [], hasMore: false })
  })

  it('pages a since feed with perPage', async () => {
    for (let i = 0; i < 5; i++) await makeUser(t, 'brand')
    const ids: string[] = []
    let since = new Date(0).toISOString()
    for (let i = 0; i < 20; i++) {
      const body = await get(`/api/auth/get-users?since=${encodeURIComponent(since)}&perPage=2`, admin.token)
      ids.push(...body.users.map((u: { id: string }) => u.id))
      since = body.cursor
      if (!body.hasMore) break
    }
    const all = await get('/api/auth/get-users?perPage=500', admin.token)
    expect(new Set(ids)).toEqual(new Set(all.users.map((u: { id: string }) => u.id)))
    expect(ids).toHaveLength(all.total)
  })
})
