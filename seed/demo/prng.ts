/** mulberry32: a tiny, fast, fixed-seed PRNG so generated sample data is identical on every build. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface Rng {
  next: () => number
  /** A whole number in [min, max], both included. */
  int: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
  /** `count` distinct items in random order. */
  some: <T>(items: readonly T[], count: number) => T[]
  chance: (probability: number) => boolean
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  const some = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items]
    for (let i = pool.length - 1; i > 0; i--) {
      const j = int(0, i)
      ;[pool[i], pool[j]] = [pool[j] as T, pool[i] as T]
    }
    return pool.slice(0, count)
  }
  return { next, int, pick, some, chance: (probability) => next() < probability }
}
