import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Pagination } from '@/components/ui/pagination'

export const PAGE_SIZES = [10, 25, 50, 100]

/** "Showing x to y of n entries" with the page buttons. */
export function TableFooter({ page, perPage, total, onPage, label }: { page: number; perPage: number; total: number; onPage: (page: number) => void; label: string }) {
  const from = total ? (page - 1) * perPage + 1 : 0
  const to = Math.min(page * perPage, total)
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="table-range">Showing {from} to {to} of {total} entries</p>
      <Pagination page={page} pageCount={Math.ceil(total / perPage)} onPageChange={onPage} label={label} />
    </div>
  )
}

export function PageSizeSelect({ id, value, onChange }: { id: string; value: number; onChange: (n: number) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="whitespace-nowrap">Show</Label>
      <NativeSelect id={id} value={String(value)} onChange={(e) => onChange(Number(e.target.value))} className="w-20">
        {PAGE_SIZES.map((n) => <option key={n} value={n}>{n}</option>)}
      </NativeSelect>
      <span aria-hidden className="text-sm text-muted-foreground">entries</span>
    </div>
  )
}
