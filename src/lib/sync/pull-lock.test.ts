import { afterEach, describe, expect, it } from 'vitest'
import { openAppDB, type AppDB } from '../../db/db'
import { processLock } from './lock'
import { reservedSlotsCollection } from './portal/artist-lists'
import type { PullDeps } from './pull'
import { FRESH_MS, PULL_LOCK, pullListsLocked, pullSetLocked } from './pull-lock'
import { stateKey } from './registry'
import { json, manualClock, queryServer, testDB } from './test-support'

// Two tabs of the app share one database and take the device's pull lock (Web Locks in a browser;
// `processLock` plays it here) for a screen's parameter set, as the list pulls do: one pull of a
// set at a time, and the freshness of the set decided inside the lock.

const ARTIST = { userId: '00000000-0000-4000-8000-0000000000a1', accessToken: 'token-artist', role: 'artist' }
const S1 = '00000000-0000-4000-8000-000000000051'
const SET = { sound_id: S1 }
const KEY = stateKey(reservedSlotsCollection, SET)

const open: AppDB[] = []
afterEach(() => open.splice(0).forEach((d) => d.close()))

/** A promise the test settles by hand. */
function gate() {
  let release!: () => void
  const opened = new Promise<void>((resolve) => (release = resolve))
  return { release, opened }
}

/** Two tabs on one device: two database connections to the same IndexedDB database. */
async function twoTabs() {
  const name = `pull-lock-${process.pid}-${Math.random()}`
  const a = await testDB(ARTIST, name)
  const b = openAppDB(name)
  open.push(a, b)
  return { a, b }
}

/** The portal; the first answer waits for `first` to open. What each request found stored when it arrived is logged. */
function portal(db: AppDB, first = gate()) {
  let inFlight = 0
  let most = 0
  const seen: Array<number | undefined> = []
  const server = queryServer(async () => {
    most = Math.max(most, ++inFlight)
    seen.push((await db.syncState.get(KEY))?.lastPulledAt)
    if (seen.length === 1) await first.opened
    inFlight--
    return json(200, { holds: [] })
  })
  return { ...server, first, seen, most: () => most }
}

const deps = (db: AppDB, fetchFn: typeof fetch, now: () => number): PullDeps => ({ db, fetch: fetchFn, baseUrl: 'http://portal.test/api', now })

describe('a parameter set opened in two tabs at once', () => {
  it('is pulled once: the second tab waits for the first, then finds the set fresh', async () => {
    const { a, b } = await twoTabs()
    const p = portal(a)
    const clock = manualClock()
    const first = pullSetLocked(deps(a, p.fetchFn, clock.now), reservedSlotsCollection, SET, { lock: processLock })
    const second = pullSetLocked(deps(b, p.fetchFn, clock.now), reservedSlotsCollection, SET, { lock: processLock })
    await expect.poll(() => p.calls.length).toBe(1)
    p.first.release()
    expect(await first).toMatchObject({ status: 'updated', requests: 1 })
    expect(await second).toMatchObject({ status: 'not-modified', requests: 0 })
    expect(p.calls).toHaveLength(1)
    // Once the set is no longer fresh, a tab opening it asks again.
    clock.advance(FRESH_MS + 1)
    expect(await pullSetLocked(deps(b, p.fetchFn, clock.now), reservedSlotsCollection, SET, { lock: processLock })).toMatchObject({ requests: 1 })
  })

  it('asked again by the user in the other tab, is pulled after the first pull has stored, never beside it', async () => {
    const { a, b } = await twoTabs()
    const p = portal(a)
    const clock = manualClock()
    const first = pullSetLocked(deps(a, p.fetchFn, clock.now), reservedSlotsCollection, SET, { lock: processLock })
    const forced = pullSetLocked(deps(b, p.fetchFn, clock.now), reservedSlotsCollection, SET, { lock: processLock, force: true })
    await expect.poll(() => p.calls.length).toBe(1)
    p.first.release()
    await Promise.all([first, forced])
    expect(p.calls).toHaveLength(2)
    expect(p.most()).toBe(1)
    // The second request went out only once the first tab's answer was stored.
    expect(p.seen).toEqual([undefined, clock.now()])
  })

  it('waits while a list pull holds the same lock', async () => {
    const { a } = await twoTabs()
    const p = portal(a)
    p.first.release()
    const listPull = gate()
    const holding = processLock(PULL_LOCK, () => listPull.opened)
    const set = pullSetLocked(deps(a, p.fetchFn, Date.now), reservedSlotsCollection, SET, { lock: processLock })
    // Nothing is asked while the lock is held (several turns of the event loop).
    for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r))
    expect(p.calls).toHaveLength(0)
    listPull.release()
    await holding
    expect(await set).toMatchObject({ status: 'updated', requests: 1 })
  })
})

describe('a list pulled by two tabs at once', () => {
  it("never stores the older answer over the newer: the second pull goes out once the first has stored", async () => {
    const { a, b } = await twoTabs()
    const first = gate()
    const c1 = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Afrobeats' }
    const c2 = { id: '00000000-0000-4000-8000-0000000000c2', name: 'Amapiano' }
    let calls = 0
    // The first answer is the list before another device added a category; it is held on the way.
    const server = queryServer(async (call) => {
      if (++calls === 1) {
        await first.opened
        return json(200, { categories: [c1], deleted: [], cursor: 't1' })
      }
      return json(200, { categories: call.query.since === 't1' ? [c2] : [c1, c2], deleted: [], cursor: 't2' })
    })
    const one = pullListsLocked(deps(a, server.fetchFn, Date.now), ['categories'], { lock: processLock, force: true })
    const two = pullListsLocked(deps(b, server.fetchFn, Date.now), ['categories'], { lock: processLock, force: true })
    for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r))
    // The second tab waits for the lock: nothing of its own is asked yet.
    expect(calls).toBe(1)
    first.release()
    await Promise.all([one, two])
    expect((await a.categories.toArray()).map((c) => c.name).sort()).toEqual(['Afrobeats', 'Amapiano'])
  })
})
