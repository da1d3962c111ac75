import { db } from '@/db/db'
import { discardEntry, retryEntry } from '@/lib/sync/outbox'
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
