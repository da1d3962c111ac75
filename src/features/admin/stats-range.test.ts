import { describe, expect, it } from 'vitest'
import { lastThirtyDays, shortDay } from './stats-range'

describe('stats range', () => {
  it('defaults to the 30 UTC days ending today, like the server', () => {
    expect(lastThirtyDays(new Date('2026-03-01T23:30:00Z'))).toEqual({ startdate: '2026-01-31', enddate: '2026-03-01' })
  })

  it('labels days shortly', () => {
    expect(shortDay('2026-11-03')).toBe('Nov 3')
    expect(shortDay('nonsense')).toBe('nonsense')
  })
})
