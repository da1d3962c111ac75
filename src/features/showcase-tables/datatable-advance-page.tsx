import { Search } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { SectionCard } from '@/components/ui/section-card'
import { Spinner } from '@/components/ui/spinner'
import { applyFilters, NO_FILTERS } from './advanced-filters'
import { PEOPLE_COLUMNS } from './columns'
import { DataGrid } from './data-grid'
import { rowValue, sortRows, useDataTableSearch, type Sort } from './datatable-api'
import { FilterPanel } from './filter-panel'
import { PageSizeSelect, TableFooter } from './table-footer'
import { useDebounced } from './use-debounced'
import { useSelection } from './use-selection'

export function DataTableAdvancePage() {
  const [query, setQuery] = useState('')
  const q = useDebounced(query.trim())
  const [filters, setFilters] = useState(NO_FILTERS)
  const [sort, setSort] = useState<Sort | null>(null)
  const [perPage, setPerPage] = useState(10)
  const [page, setPage] = useState(1)
  const { selected, toggle, clear } = useSelection()
  // The worker searches (q) and pages; the column filters and sorting apply to its full match list.
  const { data, error, loading } = useDataTableSearch(q, perPage, page)
  const rows = useMemo(() => sortRows(applyFilters(data?.allData ?? [], filters), sort, rowValue), [data, filters, sort])
  const pageRows = rows.slice((page - 1) * perPage, page * perPage)
  const reset = (f: () => void) => {
    f()
    setPage(1)
  }
  return (
    <>
      <PageHeader title="Advanced Data Table" description="Search answered by the demo API, column filters, sorting, paging and selection over its 100 rows." />
      <div className="grid grid-cols-1 gap-6">
        <SectionCard title="Filters" actions={<Button variant="ghost" size="sm" onClick={() => reset(() => setFilters(NO_FILTERS))}>Clear filters</Button>}>
          <FilterPanel value={filters} onChange={(f) => reset(() => setFilters(f))} />
        </SectionCard>
        <SectionCard
          title="People"
          description={<span aria-live="polite" data-testid="selected-count">{selected.size} selected{loading ? ' · searching…' : ''}</span>}
          actions={selected.size ? <Button variant="ghost" size="sm" onClick={clear}>Clear selection</Button> : null}
        >
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <PageSizeSelect id="dta-size" value={perPage} onChange={(n) => reset(() => setPerPage(n))} />
            <div className="relative w-64 max-w-full">
              <Search size={16} aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
              <Input type="search" aria-label="Search all columns" placeholder="Search" value={query} onChange={(e) => reset(() => setQuery(e.target.value))} className="pl-9" />
            </div>
          </div>
          {error ? <p role="alert" className="text-sm text-red-600">{error}</p> : null}
          {!data && !error ? <Spinner label="Loading rows…" /> : null}
          {data ? (
            <>
              <DataGrid
                rows={pageRows}
                columns={PEOPLE_COLUMNS}
                caption="People matching the search and filters"
                sort={sort}
                onSort={(s) => reset(() => setSort(s))}
                selected={selected}
                onToggle={(id, on) => toggle([id], on)}
                onToggleAll={(on) => toggle(pageRows.map((r) => r.id), on)}
                rowLabel={(r) => r.full_name}
              />
              <TableFooter page={page} perPage={perPage} total={rows.length} onPage={setPage} label="Result pages" />
            </>
          ) : null}
        </SectionCard>
      </div>
    </>
  )
}
