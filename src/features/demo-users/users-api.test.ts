import { describe, expect, it } from 'vitest'
import { statusCounts, suggestUsername } from './users-api'

describe('users helpers', () => {
  it('counts users per status', () => {
    expect(statusCounts([{ status: 'active' }, { status: 'pending' }, { status: 'active' }])).toEqual({ total: 3, active: 2, inactive: 0, pending: 1 })
  })

  it('suggests a username from the full name', () => {
    expect(suggestUsername('  Zoë  van Dijk ')).toBe('zoe.van.dijk')
    expect(suggestUsername('')).toBe('')
  })
})
