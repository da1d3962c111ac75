import { Link } from '@tanstack/react-router'
import { format } from 'date-fns'
import { Plus, Send, X } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from '@/lib/notify'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import type { Invoice } from '@/db/demo-schema'
import { formatMoney } from '@/lib/demo-format'
import { useInvoice, useInvoiceClients } from './invoice-api'
import { invoiceTotals, linesFor, type InvoiceLine } from './invoice-lines'

function Editor({ invoice }: { invoice: Invoice | null }) {
  const clients = useInvoiceClients()
  const [client, setClient] = useState(invoice?.client.name ?? '')
  const [issued, setIssued] = useState(invoice?.issuedDate.slice(0, 10) ?? format(new Date(), 'yyyy-MM-dd'))
  const [due, setDue] = useState(invoice?.dueDate.slice(0, 10) ?? '')
  const [lines, setLines] = useState<InvoiceLine[]>(() => linesFor(invoice))
  const [discount, setDiscount] = useState(0)
  const [tax, setTax] = useState(0)
  const [note, setNote] = useState('It was a pleasure working with you. We hope you will keep us in mind for future projects.')
  const totals = invoiceTotals(lines, discount, tax)
  const names = [...new Set([...(invoice ? [invoice.client.name] : []), ...(clients.data ?? []).map((c) => c.name)])]
  const setLine = (index: number, patch: Partial<InvoiceLine>) => setLines((all) => all.map((l, i) => (i === index ? { ...l, ...patch } : l)))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!client) return void toast.error('Choose a client first')
    // The demo API has no call that stores invoices (specification §7): the form confirms only.
    toast.success(`${invoice ? `Invoice #${invoice.id}` : 'The new invoice'} for ${client}: ${formatMoney(totals.total)}`, { description: 'Demo only: invoice edits are not stored.' })
  }

  return (
    <form onSubmit={submit} className="grid gap-6 xl:grid-cols-[1fr_16rem]">
      <Card className="space-y-6">
        <h1 className="text-xl font-semibold text-foreground">{invoice ? `Edit invoice #${invoice.id}` : 'New invoice'}</h1>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="space-y-1.5">
            <Label htmlFor="invoice-client">Client</Label>
            <NativeSelect id="invoice-client" value={client} onChange={(e) => setClient(e.target.value)}>
              <option value="">Choose a client</option>
              {names.map((n) => <option key={n}>{n}</option>)}
            </NativeSelect>
          </div>
          <div className="space-y-1.5"><Label htmlFor="invoice-issued">Date issued</Label><Input id="invoice-issued" type="date" value={issued} onChange={(e) => setIssued(e.target.value)} /></div>
          <div className="space-y-1.5"><Label htmlFor="invoice-due">Due date</Label><Input id="invoice-due" type="date" value={due} onChange={(e) => setDue(e.target.value)} /></div>
        </div>
        <fieldset className="space-y-3">
          <legend className="mb-2 font-semibold text-foreground">Items</legend>
          {lines.map((line, i) => (
            <div key={i} className="grid gap-2 rounded-lg p-3 ring-1 ring-border sm:grid-cols-[2fr_1fr_5rem_6rem_auto] sm:items-end">
              <div className="space-y-1"><Label htmlFor={`item-${i}`}>Item</Label><Input id={`item-${i}`} value={line.item} onChange={(e) => setLine(i, { item: e.target.value })} /></div>
              <div className="space-y-1"><Label htmlFor={`cost-${i}`}>Cost</Label><Input id={`cost-${i}`} type="number" min={0} step="0.01" value={line.cost} onChange={(e) => setLine(i, { cost: Number(e.target.value) })} /></div>
              <div className="space-y-1"><Label htmlFor={`qty-${i}`}>Qty</Label><Input id={`qty-${i}`} type="number" min={1} value={line.qty} onChange={(e) => setLine(i, { qty: Number(e.target.value) })} /></div>
              <p className="pb-2 text-right text-sm font-medium">{formatMoney(line.cost * line.qty)}</p>
              <Button variant="ghost" size="icon" aria-label={`Remove item ${i + 1}`} disabled={lines.length === 1} onClick={() => setLines((all) => all.filter((_, j) => j !== i))}><X size={16} aria-hidden /></Button>
              <div className="space-y-1 sm:col-span-5"><Label htmlFor={`desc-${i}`}>Description</Label><Input id={`desc-${i}`} value={line.description} onChange={(e) => setLine(i, { description: e.target.value })} /></div>
            </div>
          ))}
          <Button variant="secondary" size="sm" onClick={() => setLines((all) => [...all, { item: '', description: '', cost: 0, qty: 1 }])}><Plus size={14} aria-hidden /> Add item</Button>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5"><Label htmlFor="invoice-note">Note</Label><Textarea id="invoice-note" rows={3} value={note} onChange={(e) => setNote(e.target.value)} /></div>
          <dl className="grid grid-cols-[1fr_auto] items-center gap-x-6 gap-y-2 text-sm">
            <dt>Subtotal</dt><dd className="text-right font-medium">{formatMoney(totals.subtotal)}</dd>
            <dt><Label htmlFor="invoice-discount">Discount %</Label></dt><dd><Input id="invoice-discount" type="number" min={0} max={100} value={discount} onChange={(e) => setDiscount(Number(e.target.value))} className="h-8 w-20 text-right" /></dd>
            <dt><Label htmlFor="invoice-tax">Tax %</Label></dt><dd><Input id="invoice-tax" type="number" min={0} value={tax} onChange={(e) => setTax(Number(e.target.value))} className="h-8 w-20 text-right" /></dd>
            <dt className="font-semibold">Total</dt><dd className="text-right text-lg font-semibold" data-testid="editor-total">{formatMoney(totals.total)}</dd>
          </dl>
        </div>
      </Card>
      <Card className="h-fit space-y-3 p-5">
        <Button type="submit" className="w-full"><Send size={16} aria-hidden /> {invoice ? 'Save changes' : 'Create invoice'}</Button>
        {invoice ? <Button variant="secondary" className="w-full" asChild><Link to="/apps/invoice/preview/$id" params={{ id: String(invoice.id) }}>Preview</Link></Button> : null}
        <Button variant="ghost" className="w-full" asChild><Link to="/apps/invoice/list">Back to the list</Link></Button>
      </Card>
    </form>
  )
}

/** The add page (no invoice) or the edit page of an invoice; `id` null on the edit page edits the first one. */
export function InvoiceEditor({ mode, id }: { mode: 'add' | 'edit'; id: number | null }) {
  const { data, error } = useInvoice(id, mode === 'edit')
  if (mode === 'add') return <Editor invoice={null} />
  if (error) return <p role="alert" className="text-red-600">{error}</p>
  if (!data) return <Spinner label="Loading invoice…" />
  return <Editor key={data.invoice.id} invoice={data.invoice} />
}
