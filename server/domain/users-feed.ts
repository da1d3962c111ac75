import { and, eq, max } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { users } from '../db/schema/accounts'
import type { ApprovalStatus, Role } from '../lib/account-values'
import { formatCursor, type Cursor } from '../lib/sync-cursor'
import type { UserRow } from './accounts'
import { afterChange, feedCursor, inChangeOrder, pageCursor, readTime } from './mirror-feed'
import { deletionsSince, latestDeletion } from './tombstones'

/**
 * The admin's users list as a change feed for the app's mirror: accounts created or changed after
 * the cursor in change order, a page at a time, with the ids of accounts deleted since. The last
 * page's cursor is held back like the marketplace feeds' (mirror-feed.ts), so an account changed
 * by a request still committing while this one reads is not skipped.
 */
export async function userChanges(db: Executor, f: { role?: Role; approvalStatus?: ApprovalStatus; perPage: number }, since: Cursor) {
  const readAt = await readTime(db)
  const rows: UserRow[] = await db
    .select()
    .from(users)
    .where(
      and(
        f.role ? eq(users.role, f.role) : undefined,
        f.approvalStatus ? eq(users.approvalStatus, f.approvalStatus) : undefined,
        afterChange(users.updatedAt, users.id, since),
      ),
    )
    .orderBy(...inChangeOrder(users.updatedAt, users.id))
    .limit(f.perPage + 1)
  const hasMore = rows.length > f.perPage
  const page = rows.slice(0, f.perPage)
  const last = page.at(-1)
  // Deletions travel with the last page, whose cursor then also covers them.
  if (hasMore) return { rows: page, deleted: [], cursor: formatCursor(last!.updatedAt, last!.id), hasMore }
  const deleted = await deletionsSince(db, 'users', since.at)
  const cursor =
    deleted.latest && (!last || deleted.latest > last.updatedAt)
      ? feedCursor([deleted.latest], since, readAt)
      : pageCursor(last && { at: last.updatedAt, id: last.id }, false, since, readAt)
  return { rows: page, deleted: deleted.ids, cursor, hasMore }
}

/** Where a mirror filled from a full (non-`since`) answer continues from; `readAt` is taken before its rows are read. */
export async function usersCursor(db: Executor, readAt: Date): Promise<string | null> {
  const [newest] = await db.select({ at: max(users.updatedAt) }).from(users)
  const stamps = [newest?.at ? new Date(newest.at) : null, await latestDeletion(db, 'users')].filter((d): d is Date => d !== null)
  return feedCursor(stamps, undefined, readAt)
}
