import { z } from '@hono/zod-openapi'
import { parseCursor } from './sync-cursor'

/**
 * The `since` cursor of a bounded mirror (domain/campaign-window.ts): the change position, the
 * window's floor (the oldest open campaign the bound took) and the kinds it covered, as
 * `<at>|<floor at>|<floor id>|<kinds>` (`-` for no floor: fewer open campaigns than the bound).
 * A plain change cursor is accepted too: it names no window, as from a mirror of the whole list.
 */
export interface WindowKey {
  at: Date
  id: string
}

export interface WindowCursor {
  at: Date
  /** The id of a plain change cursor (the paged feeds of other roles); the window ignores it. */
  id?: string | null
  /** undefined: the cursor names no window; null: the window had no floor (it took every open one). */
  floor: WindowKey | null | undefined
  kinds: string[] | undefined
}

const KINDS = /^[a-z_]+(\+[a-z_]+)*$/

export function parseWindowCursor(value: string): WindowCursor | null {
  const parts = value.split('|')
  if (parts.length !== 4) {
    const plain = parseCursor(value)
    return plain ? { at: plain.at, id: plain.id, floor: undefined, kinds: undefined } : null
  }
  const [at, floorAt, floorId, kinds] = parts as [string, string, string, string]
  const head = parseCursor(at)
  if (!head || !KINDS.test(kinds)) return null
  if (floorAt === '-' && floorId === '-') return { at: head.at, floor: null, kinds: kinds.split('+') }
  const floor = parseCursor(`${floorAt}|${floorId}`)
  if (!floor?.id) return null
  return { at: head.at, floor: { at: floor.at, id: floor.id }, kinds: kinds.split('+') }
}

export const formatWindowCursor = (at: string, floor: WindowKey | null, kinds: readonly string[]) =>
  `${at}|${floor ? `${floor.at.toISOString()}|${floor.id}` : '-|-'}|${kinds.join('+')}`

/** The `since` parameter of a bounded list: the `cursor` of its previous answer. */
export const WindowSinceSchema = z
  .string()
  .refine((v) => parseWindowCursor(v) !== null, 'must be a cursor from a previous answer (an ISO 8601 date-time)')
  .transform((v) => parseWindowCursor(v)!)
  .openapi({ type: 'string', description: 'The `cursor` of a previous answer: only changes after it are returned' })
