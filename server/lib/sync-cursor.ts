import { z } from '@hono/zod-openapi'

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
