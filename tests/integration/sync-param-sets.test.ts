import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { holdOn, soundOf } from '../../server/test/market-fixtures'
import { makeCreator } from '../../server/test/market'
import type { AppDB } from '../../src/db/db'
import { enqueue } from '../../src/lib/sync/outbox'
import { readOverlaid } from '../../src/lib/sync/overlay'
import { releaseSlotsWrite } from '../../src/features/artist/writes'
import { reservedSlotsCollection } from '../../src/lib/sync/portal/artist-lists'
import { pullAll, pullCollection, type PullDeps } from '../../src/lib/sync/pull'
import { replayOutbox } from '../../src/lib/sync/replay'
import { syncRegistry } from '../../src/lib/sync/sync-registry'
import { testDB } from '../../src/lib/sync/test-support'
import { depsFor, makeUser, signInAs, startStack, type Stack } from './sync-harness'

// Releasing held slots names one sound's holds, a parameterised collection this device keeps per
// sound (at most 10). Against the real server: what the release costs in reserved-slot requests
// once confirmed, with a device keeping the full 10 sounds' holds.

let s: Stack
beforeAll(async () => {
  s = await startStack()
  s.proxy.plan = () => ({ kind: 'pass' })
})
afterAll(() => s.close())

const SETS = reservedSlotsCollection.params!.keep

/** Node's fetch, counting the reserved-slot requests per sound. */
function countingFetch() {
  const asked: string[] = []
  const fetchFn: typeof fetch = (input, init) => {
    const url = new URL(String(input))
    if (url.pathname.endsWith('/artist/get-sound-reserved-slots')) asked.push(url.searchParams.get('sound_id')!)
    return globalThis.fetch(input, init)
  }
  return { asked, fetchFn }
}

/** An artist's device keeping the holds of all its sounds (one held slot each), the first sound's listed first. */
async function device() {
  const artist = await makeUser(s.t, 'artist')
  const creator = await makeCreator(s.t)
  const sounds: string[] = []
  for (let i = 0; i < SETS; i++) {
    const id = await soundOf(s.t, artist.id, { title: `Kept ${i}` })
    await holdOn(s.t, id, creator)
    sounds.push(id)
  }
  const db = await testDB()
  await signInAs(db, artist)
  const net = countingFetch()
  const pullDeps: PullDeps = { db, fetch: net.fetchFn, baseUrl: `${s.serverUrl}/api`, now: Date.now }
  for (const sound_id of sounds) await pullCollection(pullDeps, reservedSlotsCollection, { sound_id })
  const [hold] = await db.artistReservedSlots.filter((h) => h.campaignId === sounds[0]).toArray()
  return { artist, db, sounds, hold: hold!, net, pullDeps }
}

const statusOf = async (db: AppDB, userId: string, id: string) => (await readOverlaid(db, syncRegistry, 'artistReservedSlots', userId)).find((h) => h.id === id)?.status

describe('releasing a held slot with 10 sounds’ holds kept on the device', () => {
  it('pulls that sound’s holds alone, and the release shows until they land', async () => {
    const { artist, db, sounds, hold, net, pullDeps } = await device()
    expect(await db.syncState.filter((st) => st.of === reservedSlotsCollection.name).count()).toBe(SETS)
    await enqueue(db, releaseSlotsWrite, { sound_id: sounds[0]!, title: 'Kept 0', hold_ids: [hold.id] }, { userId: artist.id })
    const result = await replayOutbox(depsFor(db, s))
    expect(result.confirmed).toBe(1)
    // Confirmed: the server has released it, the mirror not yet; the screen shows it released.
    expect((await db.artistReservedSlots.get(hold.id))?.status).toBe('held')
    expect(await statusOf(db, artist.id, hold.id)).toBe('released')
    net.asked.length = 0
    await pullAll(pullDeps, result.refresh)
    expect(net.asked).toEqual([sounds[0]])
    // The server's list without the hold, and the change gone in the same pull.
    expect(await db.artistReservedSlots.get(hold.id)).toBeUndefined()
    expect(await statusOf(db, artist.id, hold.id)).toBeUndefined()
    expect(await db.outbox.count()).toBe(0)
    console.log(`reserved-slot requests after one release, ${SETS} sets kept: ${net.asked.length}`)
  })

  it('an entry waiting for the whole list (as entries did before writes named their set) costs one request per kept set', async () => {
    const { artist, db, sounds, hold, net, pullDeps } = await device()
    const { seq } = await enqueue(db, releaseSlotsWrite, { sound_id: sounds[0]!, title: 'Kept 0', hold_ids: [hold.id] }, { userId: artist.id })
    await db.outbox.update(seq, { pulls: ['artist.reservedSlots', 'sounds'] })
    const result = await replayOutbox(depsFor(db, s))
    net.asked.length = 0
    await pullAll(pullDeps, result.refresh)
    expect(net.asked.sort()).toEqual([...sounds].sort())
    expect(await db.outbox.count()).toBe(0)
    console.log(`reserved-slot requests after one release waiting for the whole list, ${SETS} sets kept: ${net.asked.length}`)
  })
})
