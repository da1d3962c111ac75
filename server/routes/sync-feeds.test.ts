import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../db/schema/accounts'
import { call, makeUser, type TestUser } from '../test/accounts'
import { settleFeeds, stampAgo } from '../test/feeds'
import { createTestApp, type TestApp } from '../test/test-app'

// The `since` change feeds the app's mirrors pull (DESIGN §5): paging through a burst of rows that
// share one timestamp, deletions as tombstones, an empty answer once nothing changed, and no change
// skipped when its transaction commits after a pull has read past its stamp.
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
    await settleFeeds(t.database.db, ['notifications'])
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
    await settleFeeds(t.database.db, ['categories'])
    const first = await get('/api/category/get-all', creator.token)
    expect(first).toMatchObject({ deleted: [], cursor: expect.any(String) })
    await create('Zouk')
    const delta = await get(`/api/category/get-all?since=${encodeURIComponent(first.cursor)}`, creator.token)
    expect(delta.categories.map((c: { name: string }) => c.name)).toEqual(['Zouk'])
    // Zouk is fresh: the cursor stays behind it, so a pull right away carries it again (harmless,
    // mirrors upsert); once the list has been quiet, nothing.
    const soon = await get(`/api/category/get-all?since=${encodeURIComponent(delta.cursor)}`, creator.token)
    expect(soon.categories.map((c: { name: string }) => c.name)).toEqual(['Zouk'])
    await settleFeeds(t.database.db, ['categories'])
    const none = await get(`/api/category/get-all?since=${encodeURIComponent(delta.cursor)}`, creator.token)
    expect(none.categories).toEqual([])
    expect((await call(t, 'GET', '/api/category/get-all?since=soon', { token: creator.token })).status).toBe(400)
  })
})

describe('admin users feed', () => {
  it('carries changes and deletions after the cursor', async () => {
    await settleFeeds(t.database.db, ['users'])
    const start = await get('/api/auth/get-users', admin.token)
    expect(start).toMatchObject({ deleted: [], hasMore: false, cursor: expect.any(String) })
    const doomed = await makeUser(t, 'artist')
    const changed = await call(t, 'POST', '/api/auth/update-account-approval-status', { token: admin.token, body: { uid: creator.id, status: 'rejected' } })
    expect(changed.status).toBe(200)
    const delta = await get(`/api/auth/get-users?since=${encodeURIComponent(start.cursor)}`, admin.token)
    expect(delta.users.map((u: { id: string }) => u.id).sort()).toEqual([creator.id, doomed.id].sort())
    await settleFeeds(t.database.db, ['users'])
    expect((await call(t, 'POST', '/api/auth/delete-user', { token: admin.token, body: { uid: doomed.id } })).status).toBe(200)
    const after = await get(`/api/auth/get-users?since=${encodeURIComponent(delta.cursor)}`, admin.token)
    expect(after.users).toEqual([])
    expect(after.deleted).toEqual([doomed.id])
    await settleFeeds(t.database.db, ['users'])
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

describe('a change whose transaction commits after a pull read past its stamp', () => {
  // A transaction stamps its rows when it starts (now()) and commits a moment later; a pull in
  // between can see a later change and answer a cursor past the stamp. Each row here is left the
  // way such a commit leaves it: stamped two seconds before the pull that missed it.
  const LAG_MS = 2000
  const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id)

  it('still reaches the categories mirror', async () => {
    const create = async (name: string, id = randomUUID()) => {
      expect((await call(t, 'POST', '/api/category/create', { token: admin.token, body: { name, id } })).status).toBe(201)
      return id
    }
    await create('Lagging Afro')
    const first = await get('/api/category/get-all', creator.token)
    const late = await create('Lagging Zouk')
    await stampAgo(t.database.db, 'categories', late, LAG_MS)
    const next = await get(`/api/category/get-all?since=${encodeURIComponent(first.cursor)}`, creator.token)
    expect(idsOf(next.categories)).toContain(late)
  })

  it('still reaches the notifications mirror', async () => {
    const user = await makeUser(t, 'tiktoker')
    const note = () => t.database.db.insert(notifications).values({ id: randomUUID(), userId: user.id, type: 't', title: 'lag', message: 'm' }).returning({ id: notifications.id })
    await note()
    const first = await get(`/api/auth/get-notifications?since=${encodeURIComponent(new Date(0).toISOString())}`, user.token)
    expect(first.notifications).toHaveLength(1)
    const [late] = await note()
    await stampAgo(t.database.db, 'notifications', late!.id, LAG_MS)
    const next = await get(`/api/auth/get-notifications?since=${encodeURIComponent(first.cursor)}`, user.token)
    expect(idsOf(next.notifications)).toContain(late!.id)
    // A full answer's cursor is held back the same way.
    const full = await get('/api/auth/get-notifications', user.token)
    const [later] = await note()
    await stampAgo(t.database.db, 'notifications', later!.id, LAG_MS)
    expect(idsOf((await get(`/api/auth/get-notifications?since=${encodeURIComponent(full.cursor)}`, user.token)).notifications)).toContain(later!.id)
  })

  it("still reaches the admin's users mirror, by a full answer's cursor and by a since page's", async () => {
    await makeUser(t, 'brand')
    const full = await get('/api/auth/get-users', admin.token)
    const late = await makeUser(t, 'brand')
    await stampAgo(t.database.db, 'users', late.id, LAG_MS)
    const next = await get(`/api/auth/get-users?since=${encodeURIComponent(full.cursor)}`, admin.token)
    expect(idsOf(next.users)).toContain(late.id)
    const later = await makeUser(t, 'brand')
    await stampAgo(t.database.db, 'users', later.id, LAG_MS)
    expect(idsOf((await get(`/api/auth/get-users?since=${encodeURIComponent(next.cursor)}`, admin.token)).users)).toContain(later.id)
  })
})
