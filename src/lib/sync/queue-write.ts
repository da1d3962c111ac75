import { db } from '../../db/db'
import { toast } from '../notify'
import { readUserData } from '../session/session'
import { checkInput, enqueue, type StoredEntry } from './outbox'
import type { WriteKind } from './registry'
import { syncSessionRow } from './session-sync'
import { rebuildables, withRoomToWrite } from './full-disk'
import { requestPull, requestReplay } from './signals'

interface SyncManagerLike {
  register: (tag: string) => Promise<void>
}

export const BACKGROUND_SYNC_TAG = 'portal-outbox'

/** Asks the browser to wake the worker when the connection returns (Background Sync, where it exists). */
async function registerBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined
    await registration?.sync?.register(BACKGROUND_SYNC_TAG)
  } catch {
    // Not supported or not allowed: the page's own triggers still replay.
  }
}

/** What the page frees on a full disk; the emptied lists are asked for again at once. */
const pageRebuildables = () => rebuildables(db, { caches: typeof caches === 'undefined' ? undefined : caches, afterMirrors: () => requestPull(undefined, true) })

/** A change that went in only after space was freed says what made room. */
function tellFreed(what: string[]): void {
  toast.info(`This device's storage was full. To save your change, Sound Portal removed ${joinWords(what)}.`)
}

const joinWords = (words: string[]) => (words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`)

/** One write of several queued together (see `queueWrites`). */
export interface PlannedWrite {
  check: () => void
  store: (user: { userId: string; online: boolean }) => Promise<StoredEntry>
}

/** A write kind and its input, for `queueWrites`. */
export const planWrite = <I, R, S>(kind: WriteKind<I, R, S>, input: NoInfer<I>): PlannedWrite => ({
  check: () => checkInput(kind, input),
  store: (user) => enqueue(db, kind, input, { ...user, checked: true }),
})

/**
 * Queues writes that go together, in order (a photo's upload, then the profile that names it):
 * each body is checked once, all of them before anything is stored, so a body the server would
 * refuse leaves none of them queued. Resolves once they are safely stored; on a full disk,
 * once space was freed for them, or rejects with `StorageFull` and nothing stored.
 */
export async function queueWrites(writes: readonly PlannedWrite[]): Promise<StoredEntry[]> {
  // A body the server would refuse is refused here, in its words, signed in or not.
  for (const w of writes) w.check()
  const user = readUserData()
  if (typeof user?.id !== 'string' || !user.accessToken) throw new Error('Sign in to do this.')
  const userId = user.id
  const online = navigator.onLine
  // All or nothing: a write refused for want of space leaves none of the set stored.
  const store = async () => {
    await syncSessionRow()
    return db.transaction('rw', db.outbox, async () => {
      const entries: StoredEntry[] = []
      for (const w of writes) entries.push(await w.store({ userId, online }))
      return entries
    })
  }
  const entries = await withRoomToWrite(store, pageRebuildables(), tellFreed)
  requestReplay()
  void registerBackgroundSync()
  return entries
}

/**
 * What a feature's action calls: records the write for the signed-in user and asks for it to be
 * sent. Resolves once the write is safely stored — the user's change is never lost from here on.
 */
export async function queueWrite<I, R, S>(kind: WriteKind<I, R, S>, input: NoInfer<I>): Promise<StoredEntry> {
  const [entry] = await queueWrites([planWrite(kind, input)])
  return entry!
}
