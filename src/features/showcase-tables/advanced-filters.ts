import type { DataTableRow } from '@/db/demo-schema'
import { salaryValue } from './datatable-api'

export interface ColumnFilters {
  name: string
  email: string
  post: string
  city: string
  from: string
  to: string
  minSalary: string
  maxSalary: string
}

export const NO_FILTERS: ColumnFilters = { name: '', email: '', post: '', city: '', from: '', to: '', minSalary: '', maxSalary: '' }

const has = (value: string, part: string) => !part.trim() || value.toLowerCase().includes(part.trim().toLowerCase())

/** Rows that pass every column filter; dates are `yyyy-MM-dd`, so they compare as text. */
export function applyFilters(rows: readonly DataTableRow[], f: ColumnFilters): DataTableRow[] {
  const min = f.minSalary ? Number(f.minSalary) : Number.NEGATIVE_INFINITY
  const max = f.maxSalary ? Number(f.maxSalary) : Number.POSITIVE_INFINITY
  return rows.filter(
    (r) =>
      has(r.full_name, f.name) && has(r.email, f.email) && has(r.post, f.post) && has(r.city, f.city) &&
      (!f.from || r.start_date >= f.from) && (!f.to || r.start_date <= f.to) &&
      salaryValue(r.salary) >= min && salaryValue(r.salary) <= max,
  )
}
