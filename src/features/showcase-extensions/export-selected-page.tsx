import { Download } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { Pagination } from '@/components/ui/pagination'
import { SectionCard } from '@/components/ui/section-card'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/lib/notify'
import { useDataTableRows } from './datatable-rows'
import { RowsTable } from './rows-table'
import { exportRows, type ExportFormat } from './table-file'

const PAGE = 10

export function ExportSelectedPage() {
  const { data, error } = useDataTableRows()
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [page, setPage] = useState(1)
  const rows = data ?? []
  const pageRows = rows.slice((page - 1) * PAGE, page * PAGE)
  const toggle = (ids: number[], on: boolean) =>
    setSelected((s) => {
      const next = new Set(s)
      for (const id of ids) if (on) next.add(id); else next.delete(id)
      return next
    })
  const save = async (format: ExportFormat) => {
    const chosen = rows.filter((r) => selected.has(r.id))
    await exportRows(chosen, format, 'selected-people')
    toast.success(`Exported ${chosen.length} selected rows as ${format.toUpperCase()}`)
  }
  return (
    <>
      <PageHeader title="Export Selected" description="Tick rows on any page, then export only those rows." />
      <SectionCard
        title="People"
        description={<span aria-live="polite">{selected.size} of {rows.length} rows selected</span>}
        actions={
          <>
            <Button variant="ghost" onClick={() => setSelected(new Set())} disabled={!selected.size}>Clear selection</Button>
            <Button onClick={() => void save('csv')} disabled={!selected.size}><Download size={16} aria-hidden /> Export selected CSV</Button>
            <Button variant="secondary" onClick={() => void save('xlsx')} disabled={!selected.size}><Download size={16} aria-hidden /> Export selected XLSX</Button>
          </>
        }
      >
        {error ? <p role="alert" className="text-sm text-red-600">{error}</p> : null}
        {!data && !error ? <Spinner label="Loading rows…" /> : null}
        {data ? (
          <>
            <RowsTable
              rows={pageRows}
              caption="People; tick the rows to export"
              selected={selected}
              onToggle={(id, on) => toggle([id], on)}
              onToggleAll={(on) => toggle(pageRows.map((r) => r.id), on)}
            />
            <Pagination className="mt-4 justify-end" page={page} pageCount={Math.ceil(rows.length / PAGE)} onPageChange={setPage} />
          </>
        ) : null}
      </SectionCard>
    </>
  )
}
