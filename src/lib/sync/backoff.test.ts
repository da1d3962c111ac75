import { describe, expect, it } from 'vitest'
import { backoffDelay, parseRetryAfter } from './backoff'

const opts = { baseMs: 1000, capMs: 60_000 }

describe('backoffDelay', () => {
  it('doubles per attempt between half and all of the exponential step', () => {
    expect(backoffDelay(1, () => 0, opts)).toBe(500)
    expect(backoffDelay(1, () => 1, opts)).toBe(1000)
    expect(backoffDelay(2, () => 0, opts)).toBe(1000)
    expect(backoffDelay(4, () => 1, opts)).toBe(8000)
  })

  it('never exceeds the cap, however many attempts', () => {
    for (const attempts of [7, 20, 200]) expect(backoffDelay(attempts, () => 1, opts)).toBeLessThanOrEqual(60_000)
    expect(backoffDelay(200, () => 0, opts)).toBe(30_000)
  })

  it('spreads retries of clients that failed together (jitter)', () => {
    let seed = 7
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647)
    const delays = new Set(Array.from({ length: 50 }, () => Math.round(backoffDelay(5, random, opts))))
    expect(delays.size).toBeGreaterThan(40)
  })

  it("takes the server's Retry-After as a floor, still under the cap", () => {
    expect(backoffDelay(1, () => 0, opts, 5000)).toBe(5000)
    expect(backoffDelay(1, () => 0, opts, 10 * 60_000)).toBe(60_000)
  })
})

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('2', 0)).toBe(2000)
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4000)).toBe(6000)
    expect(parseRetryAfter(null, 0)).toBe(0)
    expect(parseRetryAfter('soon', 0)).toBe(0)
  })
})
