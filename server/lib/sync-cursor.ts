import { z } from '@hono/zod-openapi'
import { and, asc, eq, gt, or, type AnyColumn, type SQL } from 'drizzle-orm'

/**
 * Change cursors for the app's mirror pulls (DESIGN §5). A cursor is the position of the last
 * change a client has seen: an ISO instant, optionally followed by `|` and the id of the last row
 * at that instant. The id breaks ties, so a page boundary inside a burst of rows changed by one
 * statement (which all share `now()`) loses nothing and repeats nothing.
 */
export interface Cursor {
  at: Date
  id: string | null
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function parseCursor(value: string): Cursor | null {
  const [at, id, extra] = value.split('|')
  if (!at || extra !== undefined || !ISO.test(at) || Number.isNaN(Date.parse(at))) return null
  if (id !== undefined && !UUID.test(id)) return null
  return { at: new Date(at), id: id ?? null }
}

export const formatCursor = (at: Date, id?: string | null) => (id ? `${at.toISOString()}|${id}` : at.toISOString())

/** The `since` query parameter: a cursor from a previous answer (a plain ISO date-time works too). */
export const SinceSchema = z
  .string()
  .refine((v) => parseCursor(v) !== null, 'must be a cursor from a previous answer (an ISO 8601 date-time)')
  .transform((v) => parseCursor(v)!)
  .openapi({ type: 'string', description: 'The `cursor` of a previous answer: only changes after it are returned' })

/** Rows changed after the cursor, in change order: (updatedAt, id) > (at, id). */
export function changedAfter(updatedAt: AnyColumn, id: AnyColumn, cursor: Cursor): SQL {
  if (!cursor.id) return gt(updatedAt, cursor.at)
  return or(gt(updatedAt, cursor.at), and(eq(updatedAt, cursor.at), gt(id, cursor.id)))!
}

export const changeOrder = (updatedAt: AnyColumn, id: AnyColumn) => [asc(updatedAt), asc(id)] as const

/**
 * Cuts one extra fetched row off a page of changes and says where the next page starts. With no
 * row at all the client keeps the cursor it sent.
 */
export function pageOfChanges<R>(rows: R[], limit: number, position: (row: R) => { at: Date; id: string }, sent: Cursor) {
  const hasMore = rows.length > limit
  const page = hasMore ? rows.slice(0, limit) : rows
  const last = page.at(-1)
  const cursor = last ? formatCursor(position(last).at, position(last).id) : formatCursor(sent.at, sent.id)
  return { page, hasMore, cursor }
}
