import { describe, expect, it } from 'vitest'
import { matchesUser, pageOf } from './user-filters'

const ada = { fullName: 'Ada Lovelace', email: 'ada@x.test', role: 'musician', approvalStatus: 'pending' }
const bob = { fullName: 'Bob', email: 'bob@y.test', role: 'tiktoker', approvalStatus: 'approved' }
const all = { q: '', role: '', approval: '' }

describe('matchesUser', () => {
  it('searches name and e-mail without regard to case', () => {
    expect(matchesUser(ada, { ...all, q: 'LOVE' })).toBe(true)
    expect(matchesUser(ada, { ...all, q: 'y.test' })).toBe(false)
    expect(matchesUser(bob, { ...all, q: ' y.test ' })).toBe(true)
  })

  it('filters by role (artist includes musicians) and approval', () => {
    expect(matchesUser(ada, { ...all, role: 'artist' })).toBe(true)
    expect(matchesUser(bob, { ...all, role: 'artist' })).toBe(false)
    expect(matchesUser(ada, { ...all, approval: 'approved' })).toBe(false)
    expect(matchesUser(bob, { ...all, role: 'tiktoker', approval: 'approved' })).toBe(true)
  })
})

describe('pageOf', () => {
  it('slices pages and clamps a page past the end', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i)
    expect(pageOf(rows, 2, 10)).toEqual({ rows: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19], page: 2, pageCount: 3, total: 25 })
    expect(pageOf(rows, 9, 10).page).toBe(3)
    expect(pageOf([], 1, 10)).toEqual({ rows: [], page: 1, pageCount: 1, total: 0 })
  })
})
