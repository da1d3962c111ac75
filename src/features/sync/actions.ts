import { db } from '@/db/db'
import { discardEntry, retryEntry } from '@/lib/sync/outbox'
import { requestReplay } from '@/lib/sync/signals'

/** Back into the queue with the same idempotency key, and sent at once if possible. */
export async function retryWrite(seq: number): Promise<void> {
  await retryEntry(db, seq)
  requestReplay()
}

/** The user gives up a write the server refused. */
export async function discardWrite(seq: number): Promise<void> {
  await discardEntry(db, seq)
}

export async function syncNow(): Promise<void> {
  const { syncNow: run } = await import('./sync-runtime')
  await run()
}
