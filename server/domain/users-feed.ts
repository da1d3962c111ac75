import { and, eq, max } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { users } from '../db/schema/accounts'
import type { ApprovalStatus, Role } from '../lib/account-values'
import { changedAfter, changeOrder, formatCursor, pageOfChanges, type Cursor } from '../lib/sync-cursor'
import type { UserRow } from './accounts'
import { deletionsSince, latestDeletion } from './tombstones'

/**
 * The admin's users list as a change feed for the app's mirror: accounts created or changed after
 * the cursor in change order, a page at a time, with the ids of accounts deleted since.
 */
export async function userChanges(db: Executor, f: { role?: Role; approvalStatus?: ApprovalStatus; perPage: number }, since: Cursor) {
  const rows: UserRow[] = await db
    .select()
    .from(users)
    .where(
      and(
        f.role ? eq(users.role, f.role) : undefined,
        f.approvalStatus ? eq(users.approvalStatus, f.approvalStatus) : undefined,
        changedAfter(users.updatedAt, users.id, since),
      ),
    )
    .orderBy(...changeOrder(users.updatedAt, users.id))
    .limit(f.perPage + 1)
  const { page, hasMore, cursor } = pageOfChanges(rows, f.perPage, (r) => ({ at: r.updatedAt, id: r.id }), since)
  // Deletions travel with the last page, whose cursor then also covers them.
  if (hasMore) return { rows: page, deleted: [], cursor, hasMore }
  const deleted = await deletionsSince(db, 'users', since.at)
  const last = page.at(-1)?.updatedAt ?? since.at
  const end = deleted.latest && deleted.latest > last ? formatCursor(deleted.latest) : cursor
  return { rows: page, deleted: deleted.ids, cursor: end, hasMore }
}

/** Where a mirror filled from a full (non-`since`) answer continues from. */
export async function usersCursor(db: Executor): Promise<string | null> {
  const [newest] = await db.select({ at: max(users.updatedAt) }).from(users)
  const rowsAt = newest?.at ? new Date(newest.at) : null
  const deletedAt = await latestDeletion(db, 'users')
  const at = rowsAt && deletedAt ? (rowsAt > deletedAt ? rowsAt : deletedAt) : (rowsAt ?? deletedAt)
  return at ? formatCursor(at) : null
}
