import { describe, expect, it } from 'vitest'
import type { DataTableRow } from '@/db/demo-schema'
import { applyFilters, NO_FILTERS } from './advanced-filters'

const rows = [
  { id: 1, full_name: 'Ava Ellis', email: 'ava@example.com', post: 'QA Engineer', city: 'Lagos', start_date: '2021-03-01', salary: '$30,000.00' },
  { id: 2, full_name: 'Ben Quinn', email: 'ben@example.org', post: 'Copywriter', city: 'Berlin', start_date: '2023-07-15', salary: '$60,000.00' },
] as DataTableRow[]

describe('advanced data-table filters', () => {
  it('keeps every row without filters', () => {
    expect(applyFilters(rows, NO_FILTERS)).toHaveLength(2)
  })
  it('combines text, date and salary filters', () => {
    expect(applyFilters(rows, { ...NO_FILTERS, city: 'ber' }).map((r) => r.id)).toEqual([2])
    expect(applyFilters(rows, { ...NO_FILTERS, from: '2022-01-01' }).map((r) => r.id)).toEqual([2])
    expect(applyFilters(rows, { ...NO_FILTERS, maxSalary: '40000' }).map((r) => r.id)).toEqual([1])
    expect(applyFilters(rows, { ...NO_FILTERS, name: 'ava', post: 'copy' })).toEqual([])
  })
})
