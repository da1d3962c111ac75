import { and, eq, gt, isNull, max, or, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { syncTombstones } from '../db/schema/platform'

export type TombstoneCollection = 'users' | 'categories'

/** Records a deletion in the transaction that deletes the row (a re-deletion just moves the time). */
export async function recordDeletion(db: Executor, collection: TombstoneCollection, entityId: string, scope: string | null = null): Promise<void> {
  await db
    .insert(syncTombstones)
    .values({ collection, entityId, scope })
    .onConflictDoUpdate({ target: [syncTombstones.collection, syncTombstones.entityId], set: { deletedAt: sql`now()`, scope } })
}

/**
 * Ids deleted after `after` from a collection, and the latest deletion time among them. With a
 * scope, only that scope's deletions and the shared ones (null scope).
 */
export async function deletionsSince(db: Executor, collection: TombstoneCollection, after: Date, scope?: string) {
  const rows = await db
    .select({ id: syncTombstones.entityId, at: syncTombstones.deletedAt })
    .from(syncTombstones)
    .where(
      and(
        eq(syncTombstones.collection, collection),
        gt(syncTombstones.deletedAt, after),
        scope ? or(isNull(syncTombstones.scope), eq(syncTombstones.scope, scope)) : undefined,
      ),
    )
  const latest = rows.reduce<Date | null>((m, r) => (!m || r.at > m ? r.at : m), null)
  return { ids: rows.map((r) => r.id), latest }
}

/** The latest deletion time of a collection, for cursors of full (non-`since`) answers. */
export async function latestDeletion(db: Executor, collection: TombstoneCollection): Promise<Date | null> {
  const [row] = await db.select({ at: max(syncTombstones.deletedAt) }).from(syncTombstones).where(eq(syncTombstones.collection, collection))
  return row?.at ? new Date(row.at) : null
}
