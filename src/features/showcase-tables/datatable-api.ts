import type { DataTableRow } from '@/db/demo-schema'
import { useDemoQuery, withQuery } from '@/lib/demo-query'

/** All 100 rows (for the client-side table). */
export function useAllDataTableRows() {
  return useDemoQuery<DataTableRow[]>('/api/datatables/initial-data')
}

export interface DataTablePage {
  allData: DataTableRow[]
  invoices: DataTableRow[]
  total: number
}

/** The rows matching `q` (searched by the worker), with one page of them. */
export function useDataTableSearch(q: string, perPage: number, page: number) {
  return useDemoQuery<DataTablePage>(withQuery('/api/datatables/data', { q, perPage, page }))
}

export type SortDir = 'asc' | 'desc'
export interface Sort {
  key: string
  dir: SortDir
}

/** Sorts a copy of `rows` by the given column value; numbers numerically, text alphabetically. */
export function sortRows<T>(rows: readonly T[], sort: Sort | null, value: (row: T, key: string) => string | number): T[] {
  if (!sort) return [...rows]
  const sign = sort.dir === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => {
    const x = value(a, sort.key)
    const y = value(b, sort.key)
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)))
  })
}

/** A salary such as "$45,210.50" as a number. */
export const salaryValue = (salary: string) => Number(salary.replace(/[^\d.]/g, '')) || 0

export function rowValue(row: DataTableRow, key: string): string | number {
  if (key === 'salary') return salaryValue(row.salary)
  if (key === 'age' || key === 'status' || key === 'id') return row[key]
  if (key === 'experience') return Number.parseInt(row.experience, 10) || 0
  return String(row[key as keyof DataTableRow] ?? '')
}
