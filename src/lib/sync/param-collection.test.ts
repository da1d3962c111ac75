import { afterEach, describe, expect, it } from 'vitest'
import type { AppDB } from '../../db/db'
import { lockingPagesCollection } from './portal/admin-lists'
import { pullAll, pullCollection, type PullDeps } from './pull'
import { syncRegistry } from './sync-registry'
import { json, manualClock, queryServer as server, signIn, testDB, type Call } from './test-support'

// Collections that take a screen's parameters: pulled per parameter set, kept per set (bounded),
// read offline with the set's fetch time (writes naming them: param-refresh.test.ts).

const ADMIN = { userId: '00000000-0000-4000-8000-0000000000ad', accessToken: 'token-admin', role: 'admin' }
const BASE = 'http://portal.test/api'

let db: AppDB
afterEach(() => db?.close())

const lockingPage = (call: Call) => json(200, { sounds: [{ id: `sound-of-page-${call.query.page}` }], total: 300, page: Number(call.query.page), perPage: 12 })
const deps = (fetchFn: typeof fetch, now = Date.now): PullDeps => ({ db, fetch: fetchFn, baseUrl: BASE, now })
const page = (kind: string, n: number) => ({ kind, page: String(n) })

describe('a parameterised collection', () => {
  it('is fetched and kept per parameter set, each with when it was fetched', async () => {
    db = await testDB(ADMIN)
    const portal = server(lockingPage)
    const clock = manualClock()
    expect(await pullCollection(deps(portal.fetchFn, clock.now), lockingPagesCollection, page('normal', 1))).toMatchObject({ status: 'updated', rows: 1 })
    clock.advance(1000)
    await pullCollection(deps(portal.fetchFn, clock.now), lockingPagesCollection, page('normal', 2))
    expect(portal.calls.map((c) => c.query)).toEqual([page('normal', 1), page('normal', 2)])
    expect(portal.calls[0]!.headers).toMatchObject({ 'x-access-token': 'token-admin', render: 'backend' })
    const rows = await db.adminLockingPages.toArray()
    expect(rows.map((r) => [r.kind, r.page, r.sounds[0]?.id])).toEqual([
      ['normal', 1, 'sound-of-page-1'],
      ['normal', 2, 'sound-of-page-2'],
    ])
    const states = await db.syncState.filter((s) => s.of === 'admin.lockingPages').toArray()
    expect(states.map((s) => [s.params, s.lastPulledAt])).toEqual([
      [page('normal', 1), clock.now() - 1000],
      [page('normal', 2), clock.now()],
    ])
    // Pulling "everything" (start, focus, the timer) leaves parameterised collections alone.
    const all = server(() => json(200, {}))
    await pullAll(deps(all.fetchFn), [])
    await pullAll({ ...deps(all.fetchFn), registry: { ...syncRegistry, collections: () => [lockingPagesCollection] } })
    expect(all.calls).toHaveLength(0)
  })

  it('moves to the next or the previous page by the cursor a page beside it answered; a page jumped to, and page 1, go by number', async () => {
    db = await testDB(ADMIN)
    // Cursors name a position: "after-N" leads to page N + 1, "before-N" to page N - 1.
    const portal = server((call) => {
      const [way, at] = (call.query.cursor ?? '').split('-')
      const n = way === 'after' ? Number(at) + 1 : way === 'before' ? Number(at) - 1 : Number(call.query.page)
      return json(200, { sounds: [{ id: `sound-of-page-${n}` }], total: 96, page: n, perPage: 12, next_cursor: n < 8 ? `after-${n}` : null, prev_cursor: n > 1 ? `before-${n}` : null })
    })
    for (const n of [1, 2, 3, 2, 7, 6, 5, 4, 3, 8, 7, 1]) await pullCollection(deps(portal.fetchFn), lockingPagesCollection, page('normal', n))
    expect(portal.calls.map((c) => c.query.cursor ?? `page ${c.query.page}`)).toEqual([
      'page 1',
      'after-1',
      'after-2',
      'after-1',
      // A jump, then back from it page after page, until a page the walk forward reached: the
      // cursor that led there first is kept.
      'page 7',
      'before-7',
      'before-6',
      'after-3',
      'after-2',
      // Page 8's cursor came from page 7, and page 7's from page 6; page 1 always by number.
      'after-7',
      'after-6',
      'page 1',
    ])
    const rows = await db.adminLockingPages.toArray()
    expect(rows.map((r) => [r.key, r.page, r.sounds[0]?.id]).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`kind=normal&page=${n}`, n, `sound-of-page-${n}`]))
  })

  it('keeps only the most recently fetched sets, deleting the rows of the others', async () => {
    db = await testDB(ADMIN)
    const portal = server(lockingPage)
    const clock = manualClock()
    const keep = lockingPagesCollection.params!.keep
    for (let n = 1; n <= keep + 3; n++) {
      clock.advance(1000)
      await pullCollection(deps(portal.fetchFn, clock.now), lockingPagesCollection, page('normal', n))
    }
    const pages = (await db.adminLockingPages.toArray()).map((r) => r.page).sort((a, b) => a - b)
    expect(pages).toHaveLength(keep)
    expect(pages[0]).toBe(4)
    expect(await db.syncState.filter((s) => s.of === 'admin.lockingPages').count()).toBe(keep)
  })

  it('offline, keeps what was fetched and says the server was not reached; a refusal carries the server’s words', async () => {
    db = await testDB(ADMIN)
    const portal = server((call) => (call.query.page === '9' ? json(400, { message: 'Page must be a positive number' }) : lockingPage(call)))
    await pullCollection(deps(portal.fetchFn), lockingPagesCollection, page('video_app', 1))
    portal.setDown(true)
    expect(await pullCollection(deps(portal.fetchFn), lockingPagesCollection, page('video_app', 1))).toMatchObject({ status: 'failed', offline: true })
    expect((await db.adminLockingPages.toArray()).map((r) => [r.kind, r.page])).toEqual([['video_app', 1]])
    portal.setDown(false)
    expect(await pullCollection(deps(portal.fetchFn), lockingPagesCollection, page('video_app', 9))).toMatchObject({ status: 'failed', message: 'Page must be a positive number' })
    expect(await db.adminLockingPages.count()).toBe(1)
  })

  it('goes with its rows when another user signs in on this device', async () => {
    db = await testDB(ADMIN)
    await pullCollection(deps(server(lockingPage).fetchFn), lockingPagesCollection, page('normal', 1))
    expect(await db.adminLockingPages.count()).toBe(1)
    await signIn(db, { ...ADMIN, userId: '00000000-0000-4000-8000-0000000000ae', accessToken: 'token-other' })
    expect(await db.syncState.filter((s) => s.of === 'admin.lockingPages').count()).toBe(0)
    expect(await db.adminLockingPages.count()).toBe(0)
  })
})
