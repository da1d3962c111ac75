import { useEffect, useState } from 'react'
import type { SoundRow } from '@/db/mirrors/market'
import { apiRequest } from '@/lib/api/client'
import { ApiError } from '@/lib/api/errors'
import { pageCursors } from '@/lib/api/page-cursors'
import { SoundPageSchema } from '@server/routes/sounds/sounds.schemas'

// A creator's mirror holds the newest open sounds only (the server bounds it); a search while
// online asks the server's paged list, which covers the whole catalogue.

/** Where the server's paged list of a screen's sounds is (the "with locking" lists). */
export interface SearchSource {
  path: '/artist/get-all-sounds-with-locking' | '/artist/get-spam-sounds'
  kind?: 'normal' | 'video_app'
}

export type ServerSearch =
  | { status: 'loading' }
  | { status: 'done'; sounds: SoundRow[]; total: number; totalExact: boolean; page: number; pageCount: number }
  | { status: 'failed'; message: string }

/**
 * How many pages the pager offers for an answer. The server counts a search's matches up to a
 * bound and says "more than" past it (totalExact false): then the pager reaches as far as the
 * count, and one page past the one shown while another follows it (and to the one shown, the last).
 */
export function pageCountOf(a: { total: number; totalExact: boolean; page: number; perPage: number; next_cursor: string | null }): number {
  const counted = Math.max(1, Math.ceil(a.total / a.perPage))
  return a.totalExact ? counted : Math.max(counted, a.next_cursor ? a.page + 1 : a.page)
}

/** What the line under the search box says of the server's answer. */
export function matchesLine(total: number, totalExact: boolean): string {
  if (!totalExact) return `More than ${total} sounds match on the server`
  return `${total} ${total === 1 ? 'sound matches' : 'sounds match'} on the server`
}

/** Time the typing settles before the server is asked. */
const SETTLE_MS = 300

/**
 * The query for `page` of a search: the `cursor` an earlier answer gave for that page when there
 * is one (the server walks on from the row it names, so paging forward or back costs what the
 * first page does however deep it goes), else the page number (a jump).
 */
export function pageQuery(words: string, page: number, kind: string | undefined, cursor: string | undefined): Record<string, string | number> {
  return { q: words, ...(cursor ? { cursor } : { page }), ...(kind ? { kind } : {}) }
}

/** The server's answer to `query` on `page`, or null when not searching (no source, offline, no words). */
export function useServerSearch(source: SearchSource | undefined, query: string, page: number, online: boolean): ServerSearch | null {
  const words = query.trim()
  const path = source?.path
  const kind = source?.kind
  const active = Boolean(path && online && words)
  const scope = `${path}|${kind}|${words}`
  const key = `${scope}|${page}`
  // The last answer and the search it answers: another search shows as loading until its own comes.
  const [answer, setAnswer] = useState<{ key: string; result: ServerSearch } | null>(null)
  // The cursors this screen's answers gave, by the search and page each leads to.
  const [cursors] = useState(pageCursors)
  useEffect(() => {
    if (!active || !path) return
    let live = true
    const timer = setTimeout(() => {
      apiRequest(path, { query: pageQuery(words, page, kind, cursors.cursorFor(scope, page)), schema: SoundPageSchema })
        .then((body) => {
          cursors.remember(scope, page, body)
          const result = { status: 'done' as const, sounds: body.sounds as SoundRow[], total: body.total, totalExact: body.totalExact, page: body.page, pageCount: pageCountOf(body) }
          if (live) setAnswer({ key, result })
        })
        .catch((err: unknown) => {
          if (live) setAnswer({ key, result: { status: 'failed', message: err instanceof ApiError ? err.message : 'the server could not be reached' } })
        })
    }, SETTLE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [active, path, kind, words, page, key, scope, cursors])
  if (!active) return null
  return answer?.key === key ? answer.result : { status: 'loading' }
}
