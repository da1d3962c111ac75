import { useState } from 'react'
import { PageHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Pagination } from '@/components/ui/pagination'
import { SectionCard } from '@/components/ui/section-card'
import { Spinner } from '@/components/ui/spinner'
import { useAutocompleteEntries } from './autocomplete-data'

export function PaginatePage() {
  const { data, error } = useAutocompleteEntries()
  const [page, setPage] = useState(1)
  const [perPage, setPerPage] = useState(10)
  const items = data?.autoComplete ?? []
  const pageCount = Math.max(1, Math.ceil(items.length / perPage))
  const from = (page - 1) * perPage
  return (
    <>
      <PageHeader title="Paginate" description="Page through a list of 100 entries from the demo API, with a page-size choice." />
      <SectionCard
        title="Entries"
        actions={
          <div className="flex items-center gap-2">
            <Label htmlFor="per-page">Per page</Label>
            <NativeSelect id="per-page" className="w-20" value={String(perPage)} onChange={(e) => { setPerPage(Number(e.target.value)); setPage(1) }}>
              {[5, 10, 25, 50].map((n) => <option key={n} value={n}>{n}</option>)}
            </NativeSelect>
          </div>
        }
      >
        {error ? <p role="alert" className="text-sm text-red-600">{error}</p> : null}
        {!data && !error ? <Spinner label="Loading entries…" /> : null}
        <ol start={from + 1} className="grid grid-cols-1 list-decimal gap-1 pl-8 text-sm sm:grid-cols-2">
          {items.slice(from, from + perPage).map((e) => (
            <li key={e.id}>{e.title} <span className="text-xs text-slate-500">(rank {e.rank})</span></li>
          ))}
        </ol>
        {items.length ? (
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground" aria-live="polite">Showing {from + 1} to {Math.min(from + perPage, items.length)} of {items.length}</p>
            <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Entry pages" />
          </div>
        ) : null}
      </SectionCard>
    </>
  )
}
