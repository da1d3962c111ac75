import { db } from '@/db/db'
import { discardEntry, retryEntry } from '@/lib/sync/outbox'
import { queueWrite } from '@/lib/sync/queue-write'
import { editAndRetry } from '@/lib/sync/redo'
import { requestReplay } from '@/lib/sync/signals'

/** Back into the queue with the same idempotency key, and sent at once if possible. */
export async function retryWrite(seq: number): Promise<void> {
  await retryEntry(db, seq)
  requestReplay()
}

/** Sent again with the fields the user corrected (a new key: it is a different request now). */
export async function editAndRetryWrite(seq: number, changes: Record<string, string>): Promise<void> {
  if (await editAndRetry(db, seq, changes)) requestReplay()
}

/** The user gives up a write the server refused. */
export async function discardWrite(seq: number): Promise<void> {
  await discardEntry(db, seq)
}

export async function syncNow(): Promise<void> {
  const { syncNow: run } = await import('./sync-runtime')
  await run()
}

/**
 * The mark-read write kind, loaded when the user first marks something read: the bell that offers
 * it is on every signed-in screen, and the kind brings the server's schema (the validation library).
 */
const markReadWrite = () => import('./writes').then((m) => m.markNotificationsReadWrite)

/** Queued like every write: read at once on screen, sent now or when the connection returns. */
export async function markRead(ids: string[]): Promise<void> {
  if (ids.length) await queueWrite(await markReadWrite(), { ids })
}

export async function markAllRead(): Promise<void> {
  await queueWrite(await markReadWrite(), { all: true })
}
