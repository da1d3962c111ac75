import { Download } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Pagination } from '@/components/ui/pagination'
import { SectionCard } from '@/components/ui/section-card'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/lib/notify'
import { useDataTableRows } from './datatable-rows'
import { RowsTable } from './rows-table'
import { exportRows, type ExportFormat } from './table-file'

const PAGE = 10

export function ExportPage() {
  const { data, error } = useDataTableRows()
  const [name, setName] = useState('people')
  const [page, setPage] = useState(1)
  const rows = data ?? []
  const save = async (format: ExportFormat) => {
    try {
      await exportRows(rows, format, name)
      toast.success(`Exported ${rows.length} rows as ${format.toUpperCase()}`)
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The export failed')
    }
  }
  return (
    <>
      <PageHeader title="Export" description="Save the whole table as a CSV or Excel (XLSX) file, made in the browser — works offline." />
      <SectionCard
        title="People"
        description={`${rows.length} rows from the demo data table.`}
        actions={
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid grid-cols-1 gap-1">
              <Label htmlFor="export-name">File name</Label>
              <Input id="export-name" value={name} onChange={(e) => setName(e.target.value)} className="w-40" />
            </div>
            <Button onClick={() => void save('csv')} disabled={!rows.length}><Download size={16} aria-hidden /> Export CSV</Button>
            <Button variant="secondary" onClick={() => void save('xlsx')} disabled={!rows.length}><Download size={16} aria-hidden /> Export XLSX</Button>
          </div>
        }
      >
        {error ? <p role="alert" className="text-sm text-red-600">{error}</p> : null}
        {!data && !error ? <Spinner label="Loading rows…" /> : null}
        {data ? (
          <>
            <RowsTable rows={rows.slice((page - 1) * PAGE, page * PAGE)} caption="People to export" />
            <Pagination className="mt-4 justify-end" page={page} pageCount={Math.ceil(rows.length / PAGE)} onPageChange={setPage} />
          </>
        ) : null}
      </SectionCard>
    </>
  )
}
