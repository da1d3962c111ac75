import { Search } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { SectionCard } from '@/components/ui/section-card'
import { Spinner } from '@/components/ui/spinner'
import { PEOPLE_COLUMNS } from './columns'
import { DataGrid } from './data-grid'
import { rowValue, sortRows, useAllDataTableRows, type Sort } from './datatable-api'
import { PageSizeSelect, TableFooter } from './table-footer'
import { useSelection } from './use-selection'

export function DataTableBasicPage() {
  const { data, error } = useAllDataTableRows()
  const [query, setQuery] = useState('')
  const [sort, setSort] = useState<Sort | null>(null)
  const [perPage, setPerPage] = useState(10)
  const [page, setPage] = useState(1)
  const { selected, toggle, clear } = useSelection()
  const rows = useMemo(() => {
    const q = query.trim().toLowerCase()
    const matched = (data ?? []).filter((r) => !q || [r.full_name, r.email, r.post, r.city, r.start_date, r.salary, String(r.age)].some((v) => v.toLowerCase().includes(q)))
    return sortRows(matched, sort, rowValue)
  }, [data, query, sort])
  const pageRows = rows.slice((page - 1) * perPage, page * perPage)
  return (
    <>
      <PageHeader title="Basic Data Table" description="All 100 rows of the demo data table, sorted, searched, paged and selected in the browser." />
      <SectionCard
        title="People"
        description={<span aria-live="polite" data-testid="selected-count">{selected.size} selected</span>}
        actions={selected.size ? <Button variant="ghost" size="sm" onClick={clear}>Clear selection</Button> : null}
      >
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <PageSizeSelect id="dtb-size" value={perPage} onChange={(n) => { setPerPage(n); setPage(1) }} />
          <div className="relative w-64 max-w-full">
            <Search size={16} aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
            <Input type="search" aria-label="Search people" placeholder="Search" value={query} onChange={(e) => { setQuery(e.target.value); setPage(1) }} className="pl-9" />
          </div>
        </div>
        {error ? <p role="alert" className="text-sm text-red-600">{error}</p> : null}
        {!data && !error ? <Spinner label="Loading rows…" /> : null}
        {data ? (
          <>
            <DataGrid
              rows={pageRows}
              columns={PEOPLE_COLUMNS}
              caption="People, sortable by column"
              sort={sort}
              onSort={(s) => { setSort(s); setPage(1) }}
              selected={selected}
              onToggle={(id, on) => toggle([id], on)}
              onToggleAll={(on) => toggle(pageRows.map((r) => r.id), on)}
              rowLabel={(r) => r.full_name}
            />
            <TableFooter page={page} perPage={perPage} total={rows.length} onPage={setPage} label="People pages" />
          </>
        ) : null}
      </SectionCard>
    </>
  )
}
