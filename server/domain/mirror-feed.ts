import { gt, sql, type AnyColumn, type SQL } from 'drizzle-orm'
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
