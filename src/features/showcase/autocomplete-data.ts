import type { AutocompleteEntry } from '@/db/demo-schema'
import { useDemoQuery } from '@/lib/demo-query'

/** The 100 autocomplete entries of the demo API (title, rank). */
export function useAutocompleteEntries() {
  return useDemoQuery<{ autoComplete: AutocompleteEntry[] }>('/api/autocomplete/data')
}
