import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { notifications, users } from '../../server/db/schema/accounts'
import { call } from '../../server/test/accounts'
import { settleFeeds } from '../../server/test/feeds'
import type { AppDB } from '../../src/db/db'
import { enqueue } from '../../src/lib/sync/outbox'
import { markNotificationsReadWrite } from '../../src/features/sync/writes'
import { pullAll, pullCollection, type PullDeps } from '../../src/lib/sync/pull'
import { readSessionRow } from '../../src/lib/sync/session-row'
import { syncRegistry } from '../../src/app/portal-registry'
import { testDB } from '../../src/lib/sync/test-support'
import { depsFor, drain, makeUser, signInAs, startStack, type Stack } from './sync-harness'

let s: Stack
beforeAll(async () => {
  s = await startStack()
  s.proxy.plan = () => ({ kind: 'pass' })
})
afterAll(() => s.close())

const pullDeps = (db: AppDB, extra: Partial<PullDeps> = {}): PullDeps => ({ db, fetch: globalThis.fetch, baseUrl: `${s.proxy.url}/api`, now: Date.now, ...extra })
const collection = (name: string) => syncRegistry.collection(name)!

async function seedNotifications(userId: string, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({ id: randomUUID(), userId, type: 'account_approved', title: `Note ${i}`, message: `Message ${i}` }))
  for (let i = 0; i < rows.length; i += 500) await s.t.database.db.insert(notifications).values(rows.slice(i, i + 500))
  // Quiet since (a feed holds its cursor back behind fresh changes): a repeated pull answers nothing new.
  await settleFeeds(s.t.database.db, ['notifications'])
  return rows.map((r) => r.id)
}

describe('pulls into the mirror', () => {
  it('pages a large change feed, then transfers almost nothing when nothing changed', async () => {
    const creator = await makeUser(s.t, 'tiktoker')
    const ids = await seedNotifications(creator.id, 1200)
    const db = await testDB()
    await signInAs(db, creator)
    const first = await pullCollection(pullDeps(db), collection('notifications'))
    expect(first).toMatchObject({ status: 'updated', rows: 1200, requests: 3 })
    expect(await db.notifications.count()).toBe(1200)

    // Nothing changed: an empty page from the last cursor (a few dozen bytes of body; the server's
    // fixed security headers add ~0.9 KB on HTTP/1.1), then a bare 304 for the same address.
    const second = await pullCollection(pullDeps(db), collection('notifications'))
    expect(second).toMatchObject({ status: 'not-modified', rows: 0, requests: 1 })
    expect(second.bytes).toBeLessThan(200)
    const before = s.proxy.bytesToClient
    const third = await pullCollection(pullDeps(db), collection('notifications'))
    expect(third).toMatchObject({ status: 'not-modified', rows: 0, bytes: 0 })
    expect(s.proxy.log.at(-1)?.status).toBe(304)
    expect(s.proxy.bytesToClient - before).toBeLessThan(1024)

    // Changes made elsewhere arrive as a delta: two marked read on the server, one new.
    await new Promise((r) => setTimeout(r, 5))
    await s.t.database.db.update(notifications).set({ readAt: sql`now()`, updatedAt: sql`now()` }).where(inArray(notifications.id, ids.slice(0, 2)))
    await seedNotifications(creator.id, 1)
    const delta = await pullCollection(pullDeps(db), collection('notifications'))
    expect(delta).toMatchObject({ status: 'updated', rows: 3, requests: 1 })
    expect(await db.notifications.count()).toBe(1201)
    expect((await db.notifications.get(ids[0]!))?.read).toBe(true)
  })

  it('a confirmed write updates the mirror in the same step as it leaves the outbox', async () => {
    const creator = await makeUser(s.t, 'tiktoker')
    const ids = await seedNotifications(creator.id, 3)
    const db = await testDB()
    await signInAs(db, creator)
    await pullCollection(pullDeps(db), collection('notifications'))
    await enqueue(db, markNotificationsReadWrite, { ids: [ids[1]!] }, { userId: creator.id })
    await drain(depsFor(db, s))
    expect((await db.notifications.toArray()).filter((n) => n.read).map((n) => n.id)).toEqual([ids[1]])
    const [row] = await s.t.database.db.select().from(notifications).where(eq(notifications.id, ids[1]!))
    expect(row?.readAt).not.toBeNull()
  })

  it('removes rows deleted on the server (tombstones), and only admins pull the users list', async () => {
    const admin = await makeUser(s.t, 'admin')
    const doomed = await makeUser(s.t, 'artist')
    const creator = await makeUser(s.t, 'tiktoker')
    const mine = await testDB()
    await signInAs(mine, creator)
    expect(await pullCollection(pullDeps(mine), collection('users'))).toMatchObject({ status: 'skipped', requests: 0 })

    const db = await testDB()
    await signInAs(db, admin)
    await pullCollection(pullDeps(db), collection('users'))
    expect(await db.portalUsers.get(doomed.id)).toBeTruthy()
    expect((await call(s.t, 'POST', '/api/auth/delete-user', { token: admin.token, body: { uid: doomed.id } })).status).toBe(200)
    const after = await pullCollection(pullDeps(db), collection('users'))
    expect(after).toMatchObject({ status: 'updated', deleted: 1 })
    expect(await db.portalUsers.get(doomed.id)).toBeUndefined()
  })

  it("keeps the caller's own account current (a role change made by an admin arrives)", async () => {
    const admin = await makeUser(s.t, 'admin')
    const creator = await makeUser(s.t, 'tiktoker')
    const db = await testDB()
    await signInAs(db, creator)
    await pullAll(pullDeps(db))
    expect((await db.profile.get('me'))?.userData).toMatchObject({ id: creator.id, role: 'tiktoker' })
    expect((await call(s.t, 'POST', '/api/auth/update-user-account-role', { token: admin.token, body: { uid: creator.id, role: 'brand' } })).status).toBe(200)
    expect(await pullCollection(pullDeps(db), collection('me'))).toMatchObject({ status: 'updated' })
    expect((await db.profile.get('me'))?.userData).toMatchObject({ role: 'brand' })
  })

  it("clears one user's mirrors when another signs in on the device", async () => {
    const a = await makeUser(s.t, 'tiktoker')
    const b = await makeUser(s.t, 'tiktoker')
    await seedNotifications(a.id, 4)
    const db = await testDB()
    await signInAs(db, a)
    await pullAll(pullDeps(db))
    expect(await db.notifications.count()).toBe(4)
    await signInAs(db, b)
    expect(await db.notifications.count()).toBe(0)
    expect(await db.profile.count()).toBe(0)
    await pullAll(pullDeps(db))
    expect((await db.profile.get('me'))?.userData.id).toBe(b.id)
  })

  it('a 401 on a pull signs out like any other', async () => {
    const creator = await makeUser(s.t, 'tiktoker')
    const db = await testDB()
    await signInAs(db, creator)
    await s.t.database.db.update(users).set({ tokenVersion: 3 }).where(eq(users.id, creator.id))
    const onUnauthorized = vi.fn()
    expect(await pullCollection(pullDeps(db, { onUnauthorized }), collection('me'))).toMatchObject({ status: 'unauthorized' })
    expect(onUnauthorized).toHaveBeenCalledWith(creator.id, creator.token)
    expect(await readSessionRow(db)).toMatchObject({ accessToken: null, revokedToken: creator.token })
  })
})
