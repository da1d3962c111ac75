import { describe, expect, it } from 'vitest'
import { heldReasonText, heldSummary } from './held-summary'

const at = (h: number, m: number, day = 2) => new Date(2026, 0, day, h, m).toISOString()

describe('held click payouts', () => {
  it('say in plain words how many clicks came from how many networks, when, and the followers', () => {
    const a = { held: true, heldReason: 'few_networks' as const, clickEvidence: { clicks: 41, networks: 2, firstAt: at(10, 2), lastAt: at(10, 9), followers: 120 } }
    expect(heldSummary(a)).toBe('Held for review: 41 clicks from 2 networks between 10:02 and 10:09 on 2026-01-02 (the creator has 120 verified followers).')
    expect(heldReasonText(a.heldReason)).toMatch(/few networks/)
  })

  it('spell out dates across days, singulars and a creator without verified followers', () => {
    const a = { held: true, heldReason: 'beyond_followers' as const, clickEvidence: { clicks: 25, networks: 1, firstAt: at(23, 50, 2), lastAt: at(0, 10, 3), followers: 0 } }
    expect(heldSummary(a)).toBe('Held for review: 25 clicks from 1 network between 2026-01-02 23:50 and 2026-01-03 00:10 (the creator has no verified followers).')
    expect(heldReasonText(a.heldReason)).toMatch(/verified followers/)
  })

  it('say nothing for payouts that are not held', () => {
    expect(heldSummary({ held: false, heldReason: null, clickEvidence: { clicks: 3, networks: 3, firstAt: at(1, 0), lastAt: at(2, 0), followers: 10 } })).toBeNull()
    expect(heldReasonText(null)).toBeNull()
  })
})
