import { afterEach, describe, expect, it } from 'vitest'
import type { AppDB } from '../../db/db'
import { enqueue } from './outbox'
import { readOverlaid } from './overlay'
import { releaseSlotsWrite } from '@/features/artist/writes'
import { lockingPagesCollection } from './portal/admin-lists'
import { reservedSlotsCollection } from './portal/artist-lists'
import { pullAll, pullCollection, type PullDeps } from './pull'
import { processLock } from './lock'
import { replayQueue } from './replay-core'
import { syncRegistry } from './sync-registry'
import { manualClock, signIn, testDB } from './test-support'

// Collections that take a screen's parameters: pulled per parameter set, kept per set (bounded),
// read offline with the set's fetch time, refreshed when a write names them.

const ADMIN = { userId: '00000000-0000-4000-8000-0000000000ad', accessToken: 'token-admin', role: 'admin' }
const ARTIST = { userId: '00000000-0000-4000-8000-0000000000a1', accessToken: 'token-artist', role: 'artist' }
const S1 = '00000000-0000-4000-8000-000000000051'
const S2 = '00000000-0000-4000-8000-000000000052'
const BASE = 'http://portal.test/api'

let db: AppDB
afterEach(() => db?.close())

type Call = { path: string; query: Record<string, string>; headers: Record<string, string> }
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** Answers by path and query, the way the portal server does; `down` makes it unreachable. */
function server(answer: (call: Call) => Response) {
  const calls: Call[] = []
  let down = false
  const fetchFn = (async (url: string, init: RequestInit = {}) => {
    if (down) throw new TypeError('Failed to fetch')
    const u = new URL(url)
    const call = { path: u.pathname.replace(/^\/api/, ''), query: Object.fromEntries(u.searchParams), headers: init.headers as Record<string, string> }
    calls.push(call)
    return answer(call)
  }) as unknown as typeof fetch
  return { calls, fetchFn, setDown: (d: boolean) => (down = d) }
}

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

  it('a write naming it refreshes every kept set, and its change drops when they have landed', async () => {
    db = await testDB(ARTIST)
    const held = (id: string, campaignId: string) => ({ id, campaignId, creatorId: 'C', status: 'held', expiresAt: 'e', createdAt: 'c', updatedAt: 'u', creatorName: 'Chi', videos: 0 })
    const H1 = '00000000-0000-4000-8000-000000000901'
    const H2 = '00000000-0000-4000-8000-000000000902'
    let released = false
    const portal = server((call) => {
      if (call.path === '/artist/delete-reserved-slots') return (released = true), json(200, { released: [{ id: H1 }], skipped: [] })
      if (call.path === '/artist/get-all-sounds') return json(200, { sounds: [], deleted: [], cursor: 'c1' })
      const holds = call.query.sound_id === S1 ? (released ? [] : [held(H1, S1)]) : [held(H2, S2)]
      return json(200, { holds })
    })
    for (const sound_id of [S1, S2]) await pullCollection(deps(portal.fetchFn), reservedSlotsCollection, { sound_id })
    await enqueue(db, releaseSlotsWrite, { sound_id: S1, title: 'Sound 51', hold_ids: [H1] }, { userId: ARTIST.userId })
    const shown = async () => (await readOverlaid(db, syncRegistry, 'artistReservedSlots', ARTIST.userId)).map((h) => [h.id, h.status])
    expect(await shown()).toEqual([
      [H1, 'released'],
      [H2, 'held'],
    ])
    const result = await replayQueue({ db, fetch: portal.fetchFn, baseUrl: BASE, now: manualClock().now, lock: processLock })
    expect(result.confirmed).toBe(1)
    // Another set fetched alone does not drop the change: which set the write changed is not known.
    await pullCollection(deps(portal.fetchFn), reservedSlotsCollection, { sound_id: S2 })
    expect(await shown()).toContainEqual([H1, 'released'])
    const before = portal.calls.length
    await pullAll(deps(portal.fetchFn), result.refresh)
    expect(portal.calls.slice(before).filter((c) => c.path === '/artist/get-sound-reserved-slots').map((c) => c.query.sound_id).sort()).toEqual([S1, S2].sort())
    expect(await shown()).toEqual([[H2, 'held']])
    expect(await db.outbox.count()).toBe(0)
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
