import { describe, expect, it } from 'vitest'
import { compareValues, formatDateTime, matchesQuery, paginate, sortByPath, valueAt } from './list'

describe('list helpers', () => {
  it('pages slices of a list', () => {
    const items = Array.from({ length: 25 }, (_, i) => i + 1)
    expect(paginate(items, 10, 3)).toEqual([21, 22, 23, 24, 25])
    expect(paginate(items, 10, 4)).toEqual([])
  })

  it('reads nested paths, own properties only', () => {
    expect(valueAt({ client: { name: 'Ava' } }, 'client.name')).toBe('Ava')
    expect(valueAt({ client: {} }, 'client.name')).toBeUndefined()
    expect(valueAt({}, 'constructor')).toBeUndefined()
  })

  it('compares currency strings and numbers as amounts', () => {
    const balances = ['$724', -120, '-$205.25', 0, '$3,077', 50]
    const sorted = [...balances].sort(compareValues)
    expect(sorted).toEqual(['-$205.25', -120, 0, 50, '$724', '$3,077'])
  })

  it('sorts by a nested path in both directions, missing values last', () => {
    const rows = [{ c: { n: 'b' } }, { c: {} }, { c: { n: 'A' } }]
    expect(sortByPath(rows, 'c.n', 'asc').map((r) => (r.c as { n?: string }).n)).toEqual(['A', 'b', undefined])
    expect(sortByPath(rows, 'c.n', 'desc').map((r) => (r.c as { n?: string }).n)).toEqual(['b', 'A', undefined])
  })

  it('matches text case-insensitively over several fields', () => {
    expect(matchesQuery('', 'anything')).toBe(true)
    expect(matchesQuery('AVA', 'x', 'Ava Ellis')).toBe(true)
    expect(matchesQuery('4987', 4987)).toBe(true)
    expect(matchesQuery('zed', 'Ava', undefined, null)).toBe(false)
  })

  it('formats dates as yyyy-MM-dd HH:mm:ss in local time', () => {
    expect(formatDateTime(new Date(2025, 0, 5, 7, 3, 9))).toBe('2025-01-05 07:03:09')
  })
})
