import { describe, expect, it } from 'vitest'
import { formatDuration } from './audio-player'

describe('formatDuration', () => {
  it('shows minutes and two-digit seconds, rounded', () => {
    expect(formatDuration(32.4)).toBe('0:32')
    expect(formatDuration(185)).toBe('3:05')
    expect(formatDuration(59.6)).toBe('1:00')
  })
  it('shows nothing for a stream of unknown length', () => {
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBeNull()
    expect(formatDuration(Number.NaN)).toBeNull()
  })
})
