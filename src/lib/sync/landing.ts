import type { AppDB } from '../../db/db'

// A confirmed write's change stays shown until the lists it affects have been pulled after the
// confirmation; it drops in the transaction that stores the pull, so the screen goes from the
// change to the server's rows without a gap or a flicker (how Replicache rebases pending writes).

/**
 * Confirmed entries of `userId` waiting for `collection`, read when a pull starts: only a pull
 * that started after the confirmation may drop them (an earlier one may predate the write).
 */
export async function awaitingPull(db: AppDB, userId: string, collection: string): Promise<number[]> {
  const entries = await db.outbox
    .where('status')
    .equals('confirmed')
    .filter((e) => e.userId === userId && !e.confirmBy && (e.pulls ?? []).includes(collection))
    .toArray()
  return entries.map((e) => e.seq!)
}

/** Inside the pull's transaction: these entries no longer wait for `collection`; one waiting for nothing more drops. */
export async function markLanded(db: AppDB, seqs: readonly number[], collection: string): Promise<void> {
  if (!seqs.length) return
  await db.outbox
    .where('seq')
    .anyOf([...seqs])
    .modify((e, ref) => {
      e.pulls = (e.pulls ?? []).filter((p) => p !== collection)
      if (e.pulls.length === 0) delete (ref as { value?: unknown }).value
    })
}
