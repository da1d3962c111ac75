import { describe, expect, it } from 'vitest'
import { createRng, mulberry32 } from './prng'

describe('mulberry32', () => {
  it('repeats the same sequence for the same seed and differs across seeds', () => {
    const a = mulberry32(7)
    const b = mulberry32(7)
    const c = mulberry32(8)
    const seqA = Array.from({ length: 5 }, a)
    expect(Array.from({ length: 5 }, b)).toEqual(seqA)
    expect(Array.from({ length: 5 }, c)).not.toEqual(seqA)
    expect(seqA.every((n) => n >= 0 && n < 1)).toBe(true)
  })
})

describe('createRng', () => {
  it('draws whole numbers within bounds and distinct picks', () => {
    const rng = createRng(1)
    const ints = Array.from({ length: 200 }, () => rng.int(3, 5))
    expect(new Set(ints)).toEqual(new Set([3, 4, 5]))
    const some = rng.some(['a', 'b', 'c', 'd'], 3)
    expect(new Set(some).size).toBe(3)
    expect(() => rng.pick([])).toThrow()
  })
})
