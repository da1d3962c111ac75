import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Table, TableHead, TableRow, Td, Th } from '@/components/ui/table'
import { cn } from '@/lib/cn'
import type { Sort } from './datatable-api'

export interface GridColumn<T> {
  key: string
  header: string
  sortable?: boolean
  cell: (row: T) => ReactNode
  className?: string
}

/** A table with sortable headers (aria-sort) and optional row selection. */
export function DataGrid<T extends { id: number }>({ rows, columns, caption, sort, onSort, selected, onToggle, onToggleAll, rowLabel, empty = 'No matching records found.' }: {
  rows: T[]
  columns: GridColumn<T>[]
  caption: string
  sort: Sort | null
  onSort: (sort: Sort | null) => void
  selected?: ReadonlySet<number>
  onToggle?: (id: number, on: boolean) => void
  onToggleAll?: (on: boolean) => void
  rowLabel: (row: T) => string
  empty?: string
}) {
  const allOn = rows.length > 0 && rows.every((r) => selected?.has(r.id))
  const someOn = rows.some((r) => selected?.has(r.id))
  const cycle = (key: string) => onSort(sort?.key !== key ? { key, dir: 'asc' } : sort.dir === 'asc' ? { key, dir: 'desc' } : null)
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHead>
        <tr>
          {selected ? (
            <Th className="w-10">
              <Checkbox aria-label="Select all rows on this page" checked={allOn ? true : someOn ? 'indeterminate' : false} onCheckedChange={(v) => onToggleAll?.(v === true)} />
            </Th>
          ) : null}
          {columns.map((c) => {
            const active = sort?.key === c.key ? sort.dir : null
            return (
              <Th key={c.key} aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : c.sortable ? 'none' : undefined} className={c.className}>
                {c.sortable ? (
                  <button type="button" onClick={() => cycle(c.key)} className="inline-flex items-center gap-1 rounded uppercase hover:text-primary">
                    {c.header}
                    {active === 'asc' ? <ArrowUp size={14} aria-hidden /> : active === 'desc' ? <ArrowDown size={14} aria-hidden /> : <ArrowUpDown size={14} aria-hidden className="opacity-40" />}
                  </button>
                ) : (
                  c.header
                )}
              </Th>
            )
          })}
        </tr>
      </TableHead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <Td colSpan={columns.length + (selected ? 1 : 0)} className="py-8 text-center text-slate-500">{empty}</Td>
          </tr>
        ) : null}
        {rows.map((r) => (
          <TableRow key={r.id} data-selected={selected?.has(r.id) || undefined} className={cn('hover:bg-accent/60 data-[selected]:bg-primary-soft/50')}>
            {selected ? (
              <Td>
                <Checkbox aria-label={`Select ${rowLabel(r)}`} checked={selected.has(r.id)} onCheckedChange={(v) => onToggle?.(r.id, v === true)} />
              </Td>
            ) : null}
            {columns.map((c) => (
              <Td key={c.key} className={c.className}>{c.cell(r)}</Td>
            ))}
          </TableRow>
        ))}
      </tbody>
    </Table>
  )
}
