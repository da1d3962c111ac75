import { describe, expect, it } from 'vitest'
import type { DataTableRow } from '@/db/demo-schema'
import { rowValue, salaryValue, sortRows } from './datatable-api'

const row = (id: number, full_name: string, salary: string, experience: string) =>
  ({ id, full_name, salary, experience, post: '', email: '', city: '', start_date: '', age: 30, status: 1, avatar: '' }) as DataTableRow

describe('data-table sorting', () => {
  const rows = [row(1, 'Cole', '$9,000.00', '10 Years'), row(2, 'ava', '$45,210.50', '2 Years'), row(3, 'Ben', '$800.00', '1 Year')]

  it('sorts names alphabetically, ignoring case', () => {
    expect(sortRows(rows, { key: 'full_name', dir: 'asc' }, rowValue).map((r) => r.id)).toEqual([2, 3, 1])
  })

  it('sorts salaries and experience as numbers', () => {
    expect(salaryValue('$45,210.50')).toBe(45210.5)
    expect(sortRows(rows, { key: 'salary', dir: 'desc' }, rowValue).map((r) => r.id)).toEqual([2, 1, 3])
    expect(sortRows(rows, { key: 'experience', dir: 'asc' }, rowValue).map((r) => r.id)).toEqual([3, 2, 1])
  })

  it('leaves the order alone without a sort', () => {
    expect(sortRows(rows, null, rowValue).map((r) => r.id)).toEqual([1, 2, 3])
  })
})
