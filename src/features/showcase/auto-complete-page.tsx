import { useState } from 'react'
import { Autocomplete } from '@/components/ui/autocomplete'
import { PageHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { SectionCard } from '@/components/ui/section-card'
import { Spinner } from '@/components/ui/spinner'
import type { AutocompleteEntry } from '@/db/demo-schema'
import { useAutocompleteEntries } from './autocomplete-data'

const FRUITS = ['Apple', 'Apricot', 'Banana', 'Blackberry', 'Blueberry', 'Cherry', 'Grape', 'Kiwi', 'Lemon', 'Mango', 'Orange', 'Peach', 'Pear', 'Plum']
const label = (e: AutocompleteEntry) => e.title

export function AutoCompletePage() {
  const { data, error } = useAutocompleteEntries()
  const [picked, setPicked] = useState<AutocompleteEntry | null>(null)
  return (
    <>
      <PageHeader title="Auto Complete" description="A text box that suggests matches as you type. Arrow keys move, Enter picks, Escape closes." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="From the demo API" description="The 100 entries of /api/autocomplete/data, at most 8 suggestions.">
          {error ? <p role="alert" className="text-sm text-red-600">{error}</p> : null}
          {!data && !error ? <Spinner label="Loading suggestions…" /> : null}
          {data ? (
            <div className="grid grid-cols-1 gap-2">
              <Label id="ac-api-label" htmlFor="ac-api">Search a title</Label>
              <Autocomplete id="ac-api" ariaLabelledBy="ac-api-label" items={data.autoComplete} getLabel={label} getKey={(e) => e.id} onSelect={setPicked} placeholder="Type e.g. “star”" />
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {picked ? `Picked “${picked.title}” (rank ${picked.rank}).` : 'Nothing picked yet.'}
              </p>
            </div>
          ) : null}
        </SectionCard>
        <SectionCard title="Minimum characters" description="Suggestions appear after two characters.">
          <div className="grid grid-cols-1 gap-2">
            <Label id="ac-fruit-label" htmlFor="ac-fruit">Fruit</Label>
            <Autocomplete id="ac-fruit" ariaLabelledBy="ac-fruit-label" items={FRUITS} getLabel={(f) => f} getKey={(f) => f} minChars={2} placeholder="Type two letters" />
          </div>
        </SectionCard>
      </div>
    </>
  )
}
