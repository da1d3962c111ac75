import { z } from '@hono/zod-openapi'

/**
 * Where the next page of a newest-first list starts: the (created_at, id) of the last row shown
 * and the number of the page it leads to; or, `before`, where the previous page ends: the first
 * row shown and the page before it. Opaque to clients (base64url), so its form may change.
 */
export interface PageCursor {
  at: Date
  id: string
  page: number
  before?: boolean
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const MAX_PAGE = 10_000_000

export const formatPageCursor = (c: PageCursor) => Buffer.from(`${c.at.toISOString()}|${c.id}|${c.page}${c.before ? '|b' : ''}`).toString('base64url')

export function parsePageCursor(value: string): PageCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) return null
  const [at, id, page, direction, extra] = Buffer.from(value, 'base64url').toString('utf8').split('|')
  if (!at || !id || !page || extra !== undefined || !ISO.test(at) || !UUID.test(id) || !/^\d{1,8}$/.test(page)) return null
  if (direction !== undefined && direction !== 'b') return null
  const before = direction === 'b'
  const n = Number(page)
  const date = new Date(at)
  // A cursor leads on to page 2 at the least, or back to page 1 at the least.
  if (n < (before ? 1 : 2) || n > MAX_PAGE || Number.isNaN(date.getTime())) return null
  return before ? { at: date, id, page: n, before } : { at: date, id, page: n }
}

/** The `cursor` query parameter: the `next_cursor` (or `prev_cursor`) of a page answered before. */
export const PageCursorSchema = z
  .string()
  .refine((v) => parsePageCursor(v) !== null, 'must be the next_cursor or prev_cursor of a page')
  .transform((v) => parsePageCursor(v)!)
  .openapi({ type: 'string', description: 'The next_cursor of a page (the page after it) or its prev_cursor (the page before it), found by position rather than by counting rows (instead of page/curpage)' })
