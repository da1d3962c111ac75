import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { openAppDB, type AppDB } from '../../db/db'
import { SEED_VERSION_KEY } from '../../db/demo-schema'
import { PLAYED_AUDIO_CACHE } from '../pwa/played-audio-cache'
import { disk, onDisk, type Disk } from './disk-quota.fixtures'
import { isQuotaError, rebuildables, STORAGE_FULL_MESSAGE, StorageFull, withRoomToWrite } from './full-disk'
import { enqueue } from './outbox'
import { useSoundWrite } from './portal/videos'
import { readSessionRow } from './session-row'
import { processLock } from './lock'
import { signIn } from './test-support'

// A full disk never loses a change silently: what the app can get again is freed, in order (demo
// data, kept previews, mirrored lists), and the change is stored; when nothing is left to free the
// user is told, and nothing of the change is half-stored.

const ME = '00000000-0000-4000-8000-0000000000c1'
const SOUND = '00000000-0000-4000-8000-000000000051'
let n = 0

const soundUse = () => ({ id: crypto.randomUUID(), soundid: SOUND, video_url: 'https://www.tiktok.com/@ada/video/7301234567890123456', title: 'Tune', kind: 'normal' as const, ownerId: ME, amount: 100 })

/** One user change, stored as queueWrites stores it: all of `count` entries in one transaction. */
const change = (db: AppDB, count = 1) => () =>
  db.transaction('rw', db.outbox, async () => {
    for (let i = 0; i < count; i++) await enqueue(db, useSoundWrite, soundUse(), { userId: ME })
  })

interface Filled {
  demo?: number
  previews?: number
  mirrors?: number
}

/** A signed-in device holding what `fill` says, its disk then full to the last entry. */
async function fullDevice(fill: Filled): Promise<{ db: AppDB; d: Disk }> {
  const d = disk()
  const db = onDisk(openAppDB(`full-disk-${process.pid}-${++n}`), d)
  await signIn(db, { userId: ME, accessToken: 'token' })
  if (fill.demo) {
    await db.todoTasks.bulkAdd(Array.from({ length: fill.demo }, (_, i) => ({ id: i + 1, title: `Task ${i}` }) as never))
    await db.meta.put({ key: SEED_VERSION_KEY, value: 1 })
  }
  if (fill.mirrors) {
    await db.categories.bulkAdd(Array.from({ length: fill.mirrors }, (_, i) => ({ id: `c${i}`, name: `Category ${i}` }) as never))
    await db.syncState.put({ collection: 'categories', userId: ME, cursor: '2026-11-28T00:00:00.000Z' })
  }
  // A queued upload's file: later writes refer to it, so it is never freed.
  await db.uploads.put({ id: 'u1', name: 'clip.wav', mime: 'audio/wav', size: 4, createdAt: 1 })
  if (fill.previews) d.cached.set(PLAYED_AUDIO_CACHE, fill.previews)
  d.limit = d.used()
  return { db, d }
}

const FREES = ['the demo data', 'the sound previews kept after playing', 'the saved lists (they download again)']

function run(db: AppDB, d: Disk, count = 1) {
  const freed: string[][] = []
  let pulled = 0
  const list = rebuildables(db, { caches: d.caches, lock: processLock, afterMirrors: () => pulled++ })
  const done = withRoomToWrite(change(db, count), list, (what) => freed.push([...what]))
  return { done, freed, pulled: () => pulled }
}

describe('a change made on a full disk', () => {
  it('is refused by the disk at first (the quota is real)', async () => {
    const { db } = await fullDevice({ demo: 3 })
    const err = await change(db)().catch((e: unknown) => e)
    expect(err).toBeInstanceOf(Dexie.QuotaExceededError)
    expect(isQuotaError(err)).toBe(true)
    expect(await db.outbox.count()).toBe(0)
  })

  it('frees the demo data first and then stores the change, leaving the previews and lists', async () => {
    const { db, d } = await fullDevice({ demo: 3, previews: 2, mirrors: 2 })
    const r = run(db, d)
    await r.done
    expect(r.freed).toEqual([[FREES[0]]])
    expect(await db.outbox.count()).toBe(1)
    expect(await db.todoTasks.count()).toBe(0)
    // Gone with its mark, so the worker seeds the demo again on its next visit.
    expect(await db.meta.get(SEED_VERSION_KEY)).toBeUndefined()
    expect(d.cached.get(PLAYED_AUDIO_CACHE)).toBe(2)
    expect(await db.categories.count()).toBe(2)
    expect(r.pulled()).toBe(0)
  })

  it('frees demo data, then previews, then the lists, until the change fits', async () => {
    const { db, d } = await fullDevice({ demo: 2, previews: 3, mirrors: 2 })
    // Over the limit by what the demo data (two rows and the seed's mark) and the previews hold: only the lists make room.
    d.limit -= 6
    const r = run(db, d)
    await r.done
    expect(r.freed).toEqual([FREES])
    expect(await db.outbox.count()).toBe(1)
    expect(d.cached.has(PLAYED_AUDIO_CACHE)).toBe(false)
    expect(await db.categories.count()).toBe(0)
    // The lists start over from the server, at once.
    expect(await db.syncState.count()).toBe(0)
    expect(r.pulled()).toBe(1)
    // What queued writes refer to and who is signed in stay.
    expect(await db.uploads.count()).toBe(1)
    expect((await readSessionRow(db))?.userId).toBe(ME)
  })

  it('skips what there is none of', async () => {
    const { db, d } = await fullDevice({ mirrors: 3 })
    const r = run(db, d)
    await r.done
    expect(r.freed).toEqual([[FREES[2]]])
    expect(await db.outbox.count()).toBe(1)
  })

  it('says the change was not saved, and why, when nothing can be freed; nothing of it is stored', async () => {
    const { db, d } = await fullDevice({})
    const err = await run(db, d).done.catch((e: unknown) => e)
    expect(err).toBeInstanceOf(StorageFull)
    expect((err as Error).message).toBe(STORAGE_FULL_MESSAGE)
    expect(isQuotaError((err as StorageFull).cause)).toBe(true)
    expect(await db.outbox.count()).toBe(0)
  })

  it('stores none of a set of writes when only some would fit', async () => {
    const { db, d } = await fullDevice({ demo: 1 })
    // Freeing the demo makes room for two entries (a row and the seed's mark); the change is three.
    const r = run(db, d, 3)
    await expect(r.done).rejects.toBeInstanceOf(StorageFull)
    expect(r.freed).toEqual([])
    expect(await db.outbox.count()).toBe(0)
  })

  it('frees nothing for a failure that is not the disk', async () => {
    const { db, d } = await fullDevice({ demo: 2 })
    const list = rebuildables(db, { caches: d.caches, lock: processLock })
    await expect(withRoomToWrite(() => Promise.reject(new Error('The database is closed')), list)).rejects.toThrow('The database is closed')
    expect(await db.todoTasks.count()).toBe(2)
  })
})

describe('isQuotaError', () => {
  it('knows the browser’s error and Dexie’s wrappings of it, and nothing else', () => {
    const dom = new DOMException('full', 'QuotaExceededError')
    expect(isQuotaError(dom)).toBe(true)
    expect(isQuotaError(new Dexie.QuotaExceededError('full', dom))).toBe(true)
    expect(isQuotaError(new Dexie.AbortError('aborted', dom))).toBe(true)
    expect(isQuotaError(new DOMException('full', 'NS_ERROR_DOM_QUOTA_REACHED'))).toBe(true)
    expect(isQuotaError(new Dexie.AbortError('aborted', new DOMException('gone', 'NotFoundError')))).toBe(false)
    expect(isQuotaError(new Error('quota'))).toBe(false)
    expect(isQuotaError(undefined)).toBe(false)
  })
})
