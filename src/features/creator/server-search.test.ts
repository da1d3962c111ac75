import { describe, expect, it } from 'vitest'
import { matchesLine, pageCountOf, pageQuery } from './server-search'

const answer = (o: Partial<Parameters<typeof pageCountOf>[0]>) => ({ total: 13, totalExact: true, page: 1, perPage: 12, next_cursor: null, ...o })

describe('the server search answer', () => {
  it('an exact total gives the pages it holds', () => {
    expect(pageCountOf(answer({}))).toBe(2)
    expect(pageCountOf(answer({ total: 0 }))).toBe(1)
    expect(pageCountOf(answer({ total: 24, page: 2 }))).toBe(2)
    expect(matchesLine(1, true)).toBe('1 sound matches on the server')
    expect(matchesLine(13, true)).toBe('13 sounds match on the server')
  })

  it('past the count bound the pager reaches one page past the one shown while another follows', () => {
    // 1000 counted: 84 pages of 12, and more beyond them.
    expect(pageCountOf(answer({ total: 1000, totalExact: false, page: 1, next_cursor: 'c' }))).toBe(84)
    expect(pageCountOf(answer({ total: 1000, totalExact: false, page: 84, next_cursor: 'c' }))).toBe(85)
    expect(pageCountOf(answer({ total: 1000, totalExact: false, page: 90, next_cursor: 'c' }))).toBe(91)
    expect(pageCountOf(answer({ total: 1000, totalExact: false, page: 90, next_cursor: null }))).toBe(90)
    expect(pageCountOf(answer({ total: 1000, totalExact: false, page: 3, next_cursor: null }))).toBe(84)
    expect(matchesLine(1000, false)).toBe('More than 1000 sounds match on the server')
  })

  it('asks a page by its cursor when one is known, else by number', () => {
    expect(pageQuery('tune', 3, 'normal', undefined)).toEqual({ q: 'tune', page: 3, kind: 'normal' })
    expect(pageQuery('tune', 3, undefined, 'abc')).toEqual({ q: 'tune', cursor: 'abc' })
  })
})
