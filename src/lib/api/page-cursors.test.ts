import { describe, expect, it } from 'vitest'
import { pageCursors } from './page-cursors'

// Cursors name a position: "after-N" leads to page N + 1, "before-N" to page N - 1.
const answer = (n: number, last = 8) => ({ next_cursor: n < last ? `after-${n}` : null, prev_cursor: n > 1 ? `before-${n}` : null })

describe('the page cursors of a paged list', () => {
  it('lead to the page after and the page before the one answered', () => {
    const cursors = pageCursors()
    expect(cursors.cursorFor('normal', 5)).toBeUndefined()
    cursors.remember('normal', 5, answer(5))
    expect(cursors.cursorFor('normal', 6)).toBe('after-5')
    expect(cursors.cursorFor('normal', 4)).toBe('before-5')
    // Nothing is known of the page answered itself, of pages further off, or of another list.
    expect(cursors.cursorFor('normal', 5)).toBeUndefined()
    expect(cursors.cursorFor('normal', 7)).toBeUndefined()
    expect(cursors.cursorFor('video_app', 6)).toBeUndefined()
  })

  it('never lead back to page 1, which is asked by number', () => {
    const cursors = pageCursors()
    cursors.remember('normal', 2, answer(2))
    expect(cursors.cursorFor('normal', 1)).toBeUndefined()
    expect(cursors.cursorFor('normal', 3)).toBe('after-2')
  })

  it('keep the cursor that led to a page first over a prev_cursor answered later', () => {
    const cursors = pageCursors()
    cursors.remember('normal', 3, answer(3))
    cursors.remember('normal', 5, answer(5))
    expect(cursors.cursorFor('normal', 4)).toBe('after-3')
  })

  it('take the newest next_cursor for the page after', () => {
    const cursors = pageCursors()
    cursors.remember('normal', 5, answer(5))
    cursors.remember('normal', 5, { ...answer(5), next_cursor: 'after-5-again' })
    expect(cursors.cursorFor('normal', 6)).toBe('after-5-again')
  })

  it('forget the next page when an answer has none: the page answered is now the last', () => {
    const cursors = pageCursors()
    cursors.remember('normal', 3, answer(3))
    expect(cursors.cursorFor('normal', 4)).toBe('after-3')
    // Rows were removed meanwhile: page 3 is the last one now.
    cursors.remember('normal', 3, answer(3, 3))
    expect(cursors.cursorFor('normal', 4)).toBeUndefined()
    // An answer without the fields at all says the same.
    cursors.remember('normal', 6, answer(6))
    cursors.remember('normal', 6, {})
    expect(cursors.cursorFor('normal', 7)).toBeUndefined()
    expect(cursors.cursorFor('normal', 5)).toBe('before-6')
  })
})
