import { Link } from '@tanstack/react-router'
import { ArrowDown, ArrowUp, Plus, Search } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { Table, TableHead, TableRow, Th } from '@/components/ui/table'
import { INVOICE_STATUSES, useInvoices, type InvoiceListParams } from './invoice-api'
import { InvoiceRow } from './invoice-row'

const COLUMNS: { key: string; title: string }[] = [
  { key: 'id', title: '#' },
  { key: 'invoiceStatus', title: 'Status' },
  { key: 'client.name', title: 'Client' },
  { key: 'total', title: 'Total' },
  { key: 'issuedDate', title: 'Issued date' },
  { key: 'balance', title: 'Balance' },
]

export function InvoiceList() {
  const [params, setParams] = useState<InvoiceListParams>({ q: '', status: '', page: 1, perPage: 10, sort: 'desc', sortColumn: 'id' })
  const { data, error, loading, shown } = useInvoices(params)
  const update = (next: Partial<InvoiceListParams>) => setParams((p) => ({ ...p, page: 1, ...next }))
  const sortBy = (key: string) => update({ sortColumn: key, sort: params.sortColumn === key && params.sort === 'asc' ? 'desc' : 'asc' })
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / params.perPage))
  // Says which rows are on screen: the ones of the page shown until the next one has loaded.
  const from = data?.total ? (shown.page - 1) * shown.perPage + 1 : 0
  const to = Math.min(shown.page * shown.perPage, data?.total ?? 0)

  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold text-foreground">Invoices</h1>
      <Card className="p-0">
        <div className="flex flex-wrap items-center gap-3 p-4">
          <NativeSelect aria-label="Invoices per page" value={params.perPage} onChange={(e) => update({ perPage: Number(e.target.value) })} className="w-24">
            {[10, 25, 50].map((n) => <option key={n} value={n}>{n}</option>)}
          </NativeSelect>
          <Button asChild>
            <Link to="/apps/invoice/add"><Plus size={16} aria-hidden /> Add invoice</Link>
          </Button>
          <div className="relative ml-auto min-w-48 flex-1 sm:max-w-72">
            <Search size={16} aria-hidden className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
            <Input type="search" aria-label="Search invoices" placeholder="Search invoice" value={params.q} onChange={(e) => update({ q: e.target.value })} className="pl-9" />
          </div>
          <NativeSelect aria-label="Filter by status" value={params.status} onChange={(e) => update({ status: e.target.value })} className="w-48">
            <option value="">All statuses</option>
            {INVOICE_STATUSES.map((s) => <option key={s} value={s}>{s}</option>)}
          </NativeSelect>
        </div>
        {error ? <p role="alert" className="px-4 pb-4 text-red-600">{error}</p> : null}
        <Table aria-label="Invoices" aria-busy={loading}>
          <TableHead>
            <tr>
              {COLUMNS.map((c) => (
                <Th key={c.key} aria-sort={params.sortColumn === c.key ? (params.sort === 'asc' ? 'ascending' : 'descending') : undefined}>
                  <button type="button" onClick={() => sortBy(c.key)} className="inline-flex items-center gap-1 uppercase">
                    {c.title}
                    {params.sortColumn === c.key ? params.sort === 'asc' ? <ArrowUp size={12} aria-hidden /> : <ArrowDown size={12} aria-hidden /> : null}
                  </button>
                </Th>
              ))}
              <Th>Actions</Th>
            </tr>
          </TableHead>
          <tbody>
            {data?.invoices.map((invoice) => <InvoiceRow key={invoice.id} invoice={invoice} />)}
            {data && data.invoices.length === 0 ? (
              <TableRow><td colSpan={7} className="p-8 text-center text-slate-500">No invoices match.</td></TableRow>
            ) : null}
          </tbody>
        </Table>
        {!data && loading ? <Spinner label="Loading invoices…" /> : null}
        <div className="flex flex-wrap items-center justify-between gap-3 p-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">Showing {from} to {to} of {data?.total ?? 0} invoices</p>
          <Pagination page={params.page} pageCount={pageCount} onPageChange={(page) => setParams((p) => ({ ...p, page }))} label="Invoice pages" />
        </div>
      </Card>
    </>
  )
}
