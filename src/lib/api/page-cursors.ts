/** What a paged list's answer says of the pages beside it (the "with locking" lists). */
export interface CursorAnswer {
  next_cursor?: string | null
  prev_cursor?: string | null
}

/**
 * The `next_cursor` and `prev_cursor` a paged list answered with, by the page each leads to. A
 * page reached from the one before or after it is asked by that cursor: the server walks on from
 * the row it names, so the page costs what the first one does however deep it is. A page jumped
 * to (or opened first), and page 1, are asked by number.
 */
export interface PageCursors {
  /** Notes the cursors of `page`'s answer; `scope` names the list (its path, kind, search words). */
  remember(scope: string, page: number, answer: CursorAnswer): void
  /** The cursor that leads to `page` of the list, when an answer beside it gave one. */
  cursorFor(scope: string, page: number): string | undefined
}

export function pageCursors(): PageCursors {
  const cursors = new Map<string, string>()
  const key = (scope: string, page: number) => `${page}|${scope}`
  return {
    remember(scope, page, answer) {
      const next = key(scope, page + 1)
      // The last page has no next: a cursor kept from an earlier answer would lead past the end.
      if (answer.next_cursor) cursors.set(next, answer.next_cursor)
      else cursors.delete(next)
      // Page 1 is asked by number (a cursor back to it would miss what was added since), and a
      // cursor already kept for the page before stays: the one that led there first.
      const back = key(scope, page - 1)
      if (answer.prev_cursor && page > 2 && !cursors.has(back)) cursors.set(back, answer.prev_cursor)
    },
    cursorFor: (scope, page) => cursors.get(key(scope, page)),
  }
}
