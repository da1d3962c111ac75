import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { ColumnFilters } from './advanced-filters'

const FIELDS: [keyof ColumnFilters, string, string][] = [
  ['name', 'Name', 'text'],
  ['email', 'Email', 'text'],
  ['post', 'Post', 'text'],
  ['city', 'City', 'text'],
  ['from', 'Start date from', 'date'],
  ['to', 'Start date to', 'date'],
  ['minSalary', 'Salary from', 'number'],
  ['maxSalary', 'Salary to', 'number'],
]

export function FilterPanel({ value, onChange }: { value: ColumnFilters; onChange: (f: ColumnFilters) => void }) {
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">Column filters</legend>
      {FIELDS.map(([key, label, type]) => (
        <div key={key} className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={`dta-${key}`}>{label}</Label>
          <Input id={`dta-${key}`} type={type} inputMode={type === 'number' ? 'numeric' : undefined} value={value[key]} onChange={(e) => onChange({ ...value, [key]: e.target.value })} />
        </div>
      ))}
    </fieldset>
  )
}
