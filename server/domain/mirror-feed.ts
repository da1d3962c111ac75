import { asc, gt, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { formatCursor, type Cursor } from '../lib/sync-cursor'

/**
 * `since` pulls for the marketplace lists (DESIGN §5). A list answer carries a cursor; the next
 * pull sends it back as `since` and gets the rows whose updated_at is later.
 *
 * The cursor is the newest change the answer saw, but never later than LOOKBACK_MS before the
 * moment the read began. The reason: a transaction stamps its rows (clock_timestamp(), as its
 * last statements) a little before it commits, so a pull running in between can see newer rows
 * yet miss that one; holding the cursor back covers any commit that lags its stamp by less than
 * ten seconds (ours lag by milliseconds). Rows changed in those last seconds come again on the
 * next pull (mirrors upsert, so that is harmless). Once a list has been quiet for ten seconds the
 * cursor is exactly its newest change, and the answer is a pure function of the data, so a
 * repeated pull revalidates to 304 through its ETag.
 */
export const LOOKBACK_MS = 10_000

export const changedSince = (updatedAt: AnyColumn, since?: Cursor): SQL | undefined => (since ? gt(updatedAt, since.at) : undefined)

/** When this read began, by the database's clock (the clock that stamped the rows). */
export async function readTime(db: Executor): Promise<Date> {
  const result = (await db.execute(sql`select clock_timestamp() as now`)) as unknown as { rows: { now: Date | string }[] }
  return new Date(result.rows[0]!.now)
}

/** The cursor for an answer that saw rows changed at `stamps` (deleted ones included). */
export function feedCursor(stamps: Date[], since: Cursor | undefined, readAt: Date): string | null {
  let newest = since?.at ?? null
  for (const at of stamps) if (!newest || at > newest) newest = at
  if (!newest) return null
  const settled = new Date(readAt.getTime() - LOOKBACK_MS)
  const at = newest < settled ? newest : settled
  return formatCursor(since && since.at > at ? since.at : at)
}

/** Splits the changed rows of a `since` pull into those still on the list and the ids that left it. */
export function partition<R>(rows: R[], visible: (row: R) => boolean, idOf: (row: R) => string): { rows: R[]; deleted: string[] } {
  const kept: R[] = []
  const deleted: string[] = []
  for (const r of rows) {
    if (visible(r)) kept.push(r)
    else deleted.push(idOf(r))
  }
  return { rows: kept, deleted }
}

/**
 * Rows a paged change feed answers at most per request (the marketplace lists of artists, brands
 * and admins; creators' lists are bounded by their window instead). The app follows `hasMore`
 * page after page, storing each with its cursor, so an interrupted pull resumes where it stopped.
 */
export const FEED_PAGE = 500

/**
 * Rows after the cursor in change order, (updated_at, id) > (at, id), written as a row comparison
 * so the (updated_at, id) indexes (migration 0009) walk from the cursor instead of filtering.
 */
export function afterChange(updatedAt: AnyColumn, id: AnyColumn, since: Cursor): SQL {
  if (!since.id) return gt(updatedAt, since.at)
  return sql`(${updatedAt}, ${id}) > (${since.at.toISOString()}::timestamptz, ${since.id}::uuid)`
}

export const inChangeOrder = (updatedAt: AnyColumn, id: AnyColumn) => [asc(updatedAt), asc(id)] as const

/**
 * The cursor of one page of a paged change feed. While more pages follow it is the exact position
 * of the page's last row, so the next page neither repeats nor skips a row. The last page holds it
 * back like feedCursor (LOOKBACK_MS before the read, for a commit that lags its stamp), but never
 * behind the cursor it was sent; an empty page keeps the sent cursor, so an unchanged list asks
 * the same address again and revalidates to 304.
 */
export function pageCursor(last: { at: Date; id: string } | undefined, hasMore: boolean, since: Cursor | undefined, readAt: Date): string | null {
  if (last && hasMore) return formatCursor(last.at, last.id)
  if (!last) return since ? formatCursor(since.at, since.id) : null
  const settled = new Date(readAt.getTime() - LOOKBACK_MS)
  if (last.at < settled) return formatCursor(last.at, last.id)
  if (since && since.at >= settled) return formatCursor(since.at, since.id)
  return formatCursor(settled)
}
