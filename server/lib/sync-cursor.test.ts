import { describe, expect, it } from 'vitest'
import { formatCursor, parseCursor } from './sync-cursor'

const ID = '0b7e3f57-5c2e-4a43-9d8c-2d6f0d0d1a11'

describe('sync cursors', () => {
  it('reads plain instants and instant|id pairs, and round-trips them', () => {
    expect(parseCursor('2024-05-01T10:00:00.123Z')).toEqual({ at: new Date('2024-05-01T10:00:00.123Z'), id: null })
    const c = parseCursor(`2024-05-01T10:00:00.123Z|${ID}`)
    expect(c).toEqual({ at: new Date('2024-05-01T10:00:00.123Z'), id: ID })
    expect(formatCursor(c!.at, c!.id)).toBe(`2024-05-01T10:00:00.123Z|${ID}`)
  })

  it('refuses anything else', () => {
    for (const bad of ['yesterday', '', '2024-05-01', `2024-05-01T10:00:00Z|nope`, `2024-05-01T10:00:00Z|${ID}|x`, '2024-13-45T10:00:00Z']) {
      expect(parseCursor(bad), bad).toBeNull()
    }
  })
})
