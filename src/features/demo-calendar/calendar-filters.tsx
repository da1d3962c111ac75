import { Checkbox } from '@/components/ui/checkbox'
import type { CalendarName } from '@/db/demo-schema'
import { cn } from '@/lib/cn'
import { CALENDARS } from './calendar-grid'

/** The five calendars as filters, with "View all". */
export function CalendarFilters({ selected, onChange }: { selected: CalendarName[]; onChange: (next: CalendarName[]) => void }) {
  const all = selected.length === CALENDARS.length
  return (
    <fieldset className="mt-6">
      <legend className="mb-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Calendars</legend>
      <label className="mb-3 flex items-center gap-2 text-sm font-medium text-soft-foreground">
        <Checkbox checked={all ? true : selected.length ? 'indeterminate' : false} onCheckedChange={(on) => onChange(on === true ? CALENDARS.map((c) => c.name) : [])} />
        View all
      </label>
      <ul className="space-y-3">
        {CALENDARS.map((c) => (
          <li key={c.name}>
            <label className="flex items-center gap-2 text-sm text-soft-foreground">
              <Checkbox
                checked={selected.includes(c.name)}
                onCheckedChange={(on) => onChange(on === true ? [...selected, c.name] : selected.filter((n) => n !== c.name))}
              />
              <span aria-hidden className={cn('h-2.5 w-2.5 rounded-full', c.dot)} />
              {c.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
