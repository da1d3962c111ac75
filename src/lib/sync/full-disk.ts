import type { AppDB } from '../../db/db'
import { demoTableNames, SEED_VERSION_KEY } from '../../db/demo-schema'
import { PLAYED_AUDIO_CACHE } from '../pwa/played-audio-cache'
import { defaultLock, PULL_LOCK, type LockFn } from './lock'
import { clearMirrors, pulledMirrors } from './session-row'

/**
 * A full disk. A change the user makes is stored before anything else happens to it (the outbox),
 * so a write the browser refuses for want of space must never be lost silently: the app first
 * frees what it can get again — the demo data (reseeded from the cached seed on the next demo
 * visit), the previews kept after playing (streamed again), the mirrored lists (pulled again) — in
 * that order, retrying after each, and only then says the change was not saved, and why.
 */

export const STORAGE_FULL_MESSAGE =
  "Not saved: this device's storage is full. Sound Portal already removed what it can download again. Free some space on the device (old photos, videos or apps), then try again."

/** The change was not stored: the disk is full even after freeing what could be freed. */
export class StorageFull extends Error {
  constructor(cause?: unknown) {
    super(STORAGE_FULL_MESSAGE, { cause })
    this.name = 'StorageFull'
  }
}

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED'])

/**
 * IndexedDB's QuotaExceededError, as the browser raises it or as Dexie wraps it
 * (`Dexie.QuotaExceededError`, or an AbortError / bulk error whose `inner` or `cause` is one).
 */
export function isQuotaError(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false
  const e = err as { name?: unknown; inner?: unknown; cause?: unknown; failures?: unknown }
  if (typeof e.name === 'string' && QUOTA_NAMES.has(e.name)) return true
  if (isQuotaError(e.inner, depth + 1) || isQuotaError(e.cause, depth + 1)) return true
  return Array.isArray(e.failures) && e.failures.some((f) => isQuotaError(f, depth + 1))
}

/** Something the app can throw away and get again; `free` answers whether there was anything to free. */
export interface Rebuildable {
  /** Plain words for the user: what was removed. */
  what: string
  free: () => Promise<boolean>
}

/**
 * Runs `write`; when the disk is full, frees `rebuildables` one at a time, in order, retrying after
 * each that freed something. `onFreed` hears what was removed for a write that then went in. A
 * write that still does not fit throws `StorageFull`; `write` must be all or nothing (one
 * transaction), so a failed attempt leaves nothing half-stored.
 */
export async function withRoomToWrite<T>(write: () => Promise<T>, rebuildables: readonly Rebuildable[], onFreed?: (what: string[]) => void): Promise<T> {
  const freed: string[] = []
  let last: unknown
  try {
    return await write()
  } catch (err) {
    if (!isQuotaError(err)) throw err
    last = err
  }
  for (const r of rebuildables) {
    if (!(await r.free().catch(() => false))) continue
    freed.push(r.what)
    try {
      const result = await write()
      onFreed?.(freed)
      return result
    } catch (err) {
      if (!isQuotaError(err)) throw err
      last = err
    }
  }
  throw new StorageFull(last)
}

/** The demo tables, emptied with their seed mark: the worker seeds them again when a demo page next asks. */
export async function freeDemoData(db: AppDB): Promise<boolean> {
  const tables = demoTableNames.map((name) => db.table(name))
  return db.transaction('rw', [db.meta, ...tables], async () => {
    const counts = await Promise.all(tables.map((t) => t.count()))
    const seeded = (await db.meta.get(SEED_VERSION_KEY)) !== undefined
    if (!seeded && counts.every((n) => n === 0)) return false
    for (const t of tables) await t.clear()
    await db.meta.delete(SEED_VERSION_KEY)
    return true
  })
}

/** The previews kept after playing (Cache Storage): they stream from the server again. */
export async function freePlayedAudio(cacheStorage: Pick<CacheStorage, 'delete'> | undefined): Promise<boolean> {
  return cacheStorage ? cacheStorage.delete(PLAYED_AUDIO_CACHE) : false
}

/**
 * The mirrored lists, with where their pulls stood, so the next pull fetches them whole; under the
 * pull lock, so a pull in flight cannot store a change feed's page over the emptied table.
 */
export async function freeMirrors(db: AppDB, lock: LockFn = defaultLock()): Promise<boolean> {
  return lock(PULL_LOCK, async () => {
    const counts = await Promise.all([db.syncState.count(), ...pulledMirrors(db).map((t) => t.count())])
    if (counts.every((n) => n === 0)) return false
    await clearMirrors(db)
    return true
  })
}

/** What a full disk frees, in order; `afterMirrors` asks for the lists again (the page's pull). */
export function rebuildables(db: AppDB, o: { caches?: Pick<CacheStorage, 'delete'>; lock?: LockFn; afterMirrors?: () => void } = {}): Rebuildable[] {
  return [
    { what: 'the demo data', free: () => freeDemoData(db) },
    { what: 'the sound previews kept after playing', free: () => freePlayedAudio(o.caches) },
    {
      what: 'the saved lists (they download again)',
      free: async () => {
        const freed = await freeMirrors(db, o.lock)
        if (freed) o.afterMirrors?.()
        return freed
      },
    },
  ]
}
