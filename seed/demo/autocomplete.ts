import type { AutocompleteEntry } from '../../src/db/demo-schema'
import { createRng } from './prng'

// Invented film titles for the autocomplete showcase (the template's "movie list").
const ADJECTIVES = [
  'Silent', 'Golden', 'Broken', 'Midnight', 'Hidden', 'Electric', 'Northern', 'Crimson', 'Last', 'Distant',
  'Wild', 'Paper', 'Hollow', 'Burning', 'Velvet', 'Frozen', 'Restless', 'Secret', 'Quiet', 'Endless',
] as const
const NOUNS = [
  'Harbor', 'Orchard', 'Signal', 'Garden', 'Frontier', 'Lantern', 'River', 'Echo', 'Kingdom', 'Horizon',
  'Letter', 'Compass', 'Station', 'Island', 'Melody', 'Summer', 'Mirror', 'Voyage', 'Canyon', 'Skyline',
] as const
const FORMS = [
  (a: string, n: string) => `The ${a} ${n}`,
  (a: string, n: string) => `${a} ${n}`,
  (a: string, n: string) => `${n} of the ${a} Sea`,
  (a: string, n: string) => `A ${a} ${n}`,
]

export function buildAutocomplete(): AutocompleteEntry[] {
  const rng = createRng(0xf11a)
  const titles = new Set<string>()
  while (titles.size < 100) titles.add(rng.pick(FORMS)(rng.pick(ADJECTIVES), rng.pick(NOUNS)))
  return [...titles].map((title, index) => ({ id: index + 1, title, rank: index + 1 }))
}
