import { FileSpreadsheet, Upload } from 'lucide-react'
import { useId, useState } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { Pagination } from '@/components/ui/pagination'
import { SectionCard } from '@/components/ui/section-card'
import { Table, TableHead, TableRow, Td, Th } from '@/components/ui/table'
import { cn } from '@/lib/cn'
import { readTableFile, type TableData } from './table-file'

const PAGE = 10

export function ImportPage() {
  const inputId = useId()
  const [table, setTable] = useState<TableData | null>(null)
  const [fileName, setFileName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const [page, setPage] = useState(1)
  const load = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    try {
      setTable(await readTableFile(file))
      setFileName(file.name)
      setPage(1)
    } catch (e) {
      setTable(null)
      setError(e instanceof Error ? e.message : 'The file could not be read.')
    }
  }
  return (
    <>
      <PageHeader title="Import" description="Open a CSV or Excel (XLSX) file and see its rows. Nothing leaves your device." />
      <div className="grid grid-cols-1 gap-6">
        <SectionCard title="Choose a file">
          <label
            htmlFor={inputId}
            onDragOver={(e) => {
              e.preventDefault()
              setDragging(true)
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(e) => {
              e.preventDefault()
              setDragging(false)
              void load(e.dataTransfer.files[0])
            }}
            className={cn('flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-input p-8 text-center text-sm text-muted-foreground hover:border-brand-600', dragging && 'border-brand-600 bg-primary-soft/50')}
          >
            <Upload aria-hidden className="text-primary" />
            <span className="font-medium text-foreground">Drop a .csv or .xlsx file here, or click to browse</span>
            <span>The first row is read as the column names.</span>
          </label>
          <input id={inputId} type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" className="sr-only" aria-label="CSV or XLSX file to import" onChange={(e) => void load(e.target.files?.[0])} />
          {error ? (
            <Alert tone="danger" role="alert" className="mt-4">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : null}
        </SectionCard>
        {table ? (
          <SectionCard
            title={<span className="inline-flex items-center gap-2"><FileSpreadsheet size={18} aria-hidden /> {fileName}</span>}
            description={<span data-testid="import-summary">{table.rows.length} rows, {table.columns.length} columns</span>}
            actions={<Button variant="ghost" onClick={() => setTable(null)}>Clear</Button>}
          >
            <Table>
              <caption className="sr-only">Rows of {fileName}</caption>
              <TableHead>
                <tr>
                  {table.columns.map((c, i) => (
                    <Th key={i}>{c}</Th>
                  ))}
                </tr>
              </TableHead>
              <tbody>
                {table.rows.slice((page - 1) * PAGE, page * PAGE).map((row, i) => (
                  <TableRow key={i}>
                    {table.columns.map((_, j) => (
                      <Td key={j}>{row[j] ?? ''}</Td>
                    ))}
                  </TableRow>
                ))}
              </tbody>
            </Table>
            <Pagination className="mt-4 justify-end" page={page} pageCount={Math.ceil(table.rows.length / PAGE)} onPageChange={setPage} />
          </SectionCard>
        ) : null}
      </div>
    </>
  )
}
