import type { AppDB } from '../../db/db'

/**
 * "Sent" notices for writes made offline. Written in the transaction that confirms the write (by
 * whichever context replayed it, page or worker) and claimed by exactly one tab, which shows the
 * toast: the user hears once, even with several tabs open or none at the time.
 */
export async function addNotice(db: AppDB, userId: string, message: string, now: number): Promise<void> {
  await db.syncNotices.add({ userId, message, createdAt: now })
}

/** Takes the user's waiting notices; another tab claiming at the same time gets none of the same. */
export async function claimNotices(db: AppDB, userId: string): Promise<string[]> {
  return db.transaction('rw', db.syncNotices, async () => {
    const rows = await db.syncNotices.where('userId').equals(userId).toArray()
    await db.syncNotices.bulkDelete(rows.map((r) => r.id!))
    return rows.map((r) => r.message)
  })
}
