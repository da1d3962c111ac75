import { Badge } from '@/components/ui/badge'
import { Checkbox } from '@/components/ui/checkbox'
import { Table, TableHead, TableRow, Td, Th } from '@/components/ui/table'
import type { DataTableRow } from '@/db/demo-schema'
import { DATATABLE_STATUS } from '@/lib/datatable-status'

/** Data-table rows as a plain table; with `selected` each row gets a checkbox. */
export function RowsTable({ rows, caption, selected, onToggle, onToggleAll }: {
  rows: DataTableRow[]
  caption: string
  selected?: ReadonlySet<number>
  onToggle?: (id: number, on: boolean) => void
  onToggleAll?: (on: boolean) => void
}) {
  const selectable = selected !== undefined
  const allOn = selectable && rows.length > 0 && rows.every((r) => selected.has(r.id))
  const someOn = selectable && rows.some((r) => selected.has(r.id))
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHead>
        <tr>
          {selectable ? (
            <Th className="w-10">
              <Checkbox aria-label="Select all rows on this page" checked={allOn ? true : someOn ? 'indeterminate' : false} onCheckedChange={(v) => onToggleAll?.(v === true)} />
            </Th>
          ) : null}
          <Th>Name</Th>
          <Th>Email</Th>
          <Th>Post</Th>
          <Th>City</Th>
          <Th>Salary</Th>
          <Th>Status</Th>
        </tr>
      </TableHead>
      <tbody>
        {rows.map((r) => (
          <TableRow key={r.id} data-selected={selected?.has(r.id) || undefined} className="data-[selected]:bg-primary-soft/50">
            {selectable ? (
              <Td>
                <Checkbox aria-label={`Select ${r.full_name}`} checked={selected.has(r.id)} onCheckedChange={(v) => onToggle?.(r.id, v === true)} />
              </Td>
            ) : null}
            <Td className="font-medium whitespace-nowrap text-foreground">{r.full_name}</Td>
            <Td>{r.email}</Td>
            <Td className="whitespace-nowrap">{r.post}</Td>
            <Td>{r.city}</Td>
            <Td>{r.salary}</Td>
            <Td>
              <Badge variant={DATATABLE_STATUS[r.status].tone}>{DATATABLE_STATUS[r.status].label}</Badge>
            </Td>
          </TableRow>
        ))}
      </tbody>
    </Table>
  )
}
