import { afterEach, describe, expect, it } from 'vitest'
import type { AppDB } from '../../db/db'
import { processLock } from './lock'
import { enqueue } from './outbox'
import { readOverlaid } from './overlay'
import { releaseSlotsWrite } from '@/features/artist/writes'
import { reservedSlotsCollection } from './portal/artist-lists'
import { pullAll, pullCollection, type PullDeps } from './pull'
import { stateKey } from './registry'
import { replayQueue } from './replay-core'
import { syncRegistry } from './sync-registry'
import { json, manualClock, queryServer, testDB, type Call } from './test-support'

// A write naming a parameterised collection (releasing held slots names a sound's holds): after
// the server confirms it, only the set it changed is pulled, and its change stays shown until that
// set has landed, then drops with it — never shown twice, never gone before the server's rows.

const ARTIST = { userId: '00000000-0000-4000-8000-0000000000a1', accessToken: 'token-artist', role: 'artist' }
const sound = (n: number) => `00000000-0000-4000-8000-0000000000${50 + n}`
const holdOf = (n: number) => `00000000-0000-4000-8000-000000000${900 + n}`
const S1 = sound(1)
const H1 = holdOf(1)
const BASE = 'http://portal.test/api'

let db: AppDB
afterEach(() => db?.close())

const held = (id: string, campaignId: string) => ({ id, campaignId, creatorId: 'C', status: 'held', expiresAt: 'e', createdAt: 'c', updatedAt: 'u', creatorName: 'Chi', videos: 0 })

/** The portal: sound n has one hold (n); releasing hold 1 takes it off sound 1's list. */
function portal() {
  let released = false
  const server = queryServer((call: Call) => {
    if (call.path === '/artist/delete-reserved-slots') return (released = true), json(200, { released: [{ id: H1 }], skipped: [] })
    if (call.path === '/artist/get-all-sounds') return json(200, { sounds: [], deleted: [], cursor: 'c1' })
    const n = Number(call.query.sound_id!.slice(-2)) - 50
    return json(200, { holds: n === 1 && released ? [] : [held(holdOf(n), call.query.sound_id!)] })
  })
  const setPulls = (from = 0) => server.calls.slice(from).filter((c) => c.path === '/artist/get-sound-reserved-slots').map((c) => c.query.sound_id)
  return { ...server, setPulls }
}

const deps = (fetchFn: typeof fetch): PullDeps => ({ db, fetch: fetchFn, baseUrl: BASE, now: Date.now })
const replay = (fetchFn: typeof fetch) => replayQueue({ db, fetch: fetchFn, baseUrl: BASE, now: manualClock().now, lock: processLock })
const shown = async () => (await readOverlaid(db, syncRegistry, 'artistReservedSlots', ARTIST.userId)).map((h) => [h.id, h.status])
const keepSets = async (p: ReturnType<typeof portal>, ns: number[]) => {
  for (const n of ns) await pullCollection(deps(p.fetchFn), reservedSlotsCollection, { sound_id: sound(n) })
}
const release = () => enqueue(db, releaseSlotsWrite, { sound_id: S1, title: 'Sound 51', hold_ids: [H1] }, { userId: ARTIST.userId })

describe('a write naming one parameter set', () => {
  it('waits for that set alone: one request after it, and its change drops exactly when the set lands', async () => {
    db = await testDB(ARTIST)
    const p = portal()
    await keepSets(p, [1, 2, 3, 4, 5])
    const { seq } = await release()
    expect((await db.outbox.get(seq!))?.pulls).toEqual([stateKey(reservedSlotsCollection, { sound_id: S1 }), 'sounds'])
    const result = await replay(p.fetchFn)
    expect(result.confirmed).toBe(1)
    // Other sets pulled (their screens opened) leave it shown: the server's rows of sound 1 are not here yet.
    await keepSets(p, [2, 3])
    expect(await shown()).toContainEqual([H1, 'released'])
    const before = p.calls.length
    await pullAll(deps(p.fetchFn), result.refresh)
    expect(p.setPulls(before)).toEqual([S1])
    // The hold is off the server's list and the change went with the same pull: shown once, as released.
    expect((await shown()).filter(([id]) => id === H1)).toEqual([])
    expect(await db.outbox.count()).toBe(0)
  })

  it('lands when a screen pulls that set after the confirmation, without a second request', async () => {
    db = await testDB(ARTIST)
    const p = portal()
    await keepSets(p, [1, 2])
    await release()
    const result = await replay(p.fetchFn)
    await keepSets(p, [1])
    expect(await db.outbox.toArray()).toMatchObject([{ pulls: ['sounds'] }])
    const before = p.calls.length
    await pullAll(deps(p.fetchFn), result.refresh)
    expect(p.setPulls(before)).toEqual([])
    expect(await db.outbox.count()).toBe(0)
  })

  it('costs no request when this device does not keep the set, or evicts it meanwhile', async () => {
    db = await testDB(ARTIST)
    const p = portal()
    await keepSets(p, [2])
    await release()
    const first = await replay(p.fetchFn)
    const before = p.calls.length
    await pullAll(deps(p.fetchFn), first.refresh)
    expect(p.setPulls(before)).toEqual([])
    expect(await db.outbox.count()).toBe(0)
    // Kept when released, evicted (older than the last ten opened) before the pull: nothing shows it any more.
    await keepSets(p, [1])
    await release()
    await replay(p.fetchFn)
    await keepSets(p, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    expect(await db.syncState.get(stateKey(reservedSlotsCollection, { sound_id: S1 }))).toBeUndefined()
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'confirmed', pulls: ['sounds'] }])
  })
})

describe('an entry waiting for the whole parameterised list (queued before writes named their set)', () => {
  it('refreshes every kept set, and drops when the last has landed', async () => {
    db = await testDB(ARTIST)
    const p = portal()
    await keepSets(p, [1, 2])
    const { seq } = await release()
    await db.outbox.update(seq!, { pulls: ['artist.reservedSlots', 'sounds'] })
    const result = await replay(p.fetchFn)
    expect(result.refresh).toEqual(['artist.reservedSlots', 'sounds'])
    // Another set pulled alone does not drop it: which set the write changed is not known.
    await keepSets(p, [2])
    expect(await shown()).toContainEqual([H1, 'released'])
    const before = p.calls.length
    await pullAll(deps(p.fetchFn), result.refresh)
    expect(p.setPulls(before).sort()).toEqual([S1, sound(2)].sort())
    expect(await shown()).toEqual([[holdOf(2), 'held']])
    expect(await db.outbox.count()).toBe(0)
  })
})
