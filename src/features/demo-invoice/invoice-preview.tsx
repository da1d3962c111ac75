import { Link } from '@tanstack/react-router'
import { Disc3, Pencil, Printer, Send } from 'lucide-react'
import { toast } from '@/lib/notify'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { Table, TableHead, TableRow, Td, Th } from '@/components/ui/table'
import { formatDate, formatMoney } from '@/lib/demo-format'
import { useInvoice } from './invoice-api'
import { invoiceTotals, linesFor } from './invoice-lines'
import { BalanceCell, InvoiceStatusBadge } from './invoice-status'

// Printing shows only the invoice: the app's menu, navbar and this page's buttons are hidden.
const PRINT_CSS = '@media print { #root aside, #root header.sticky, [data-print-hidden] { display: none !important } #root main { max-width: none; padding: 0 } #root main > * { box-shadow: none } #root [class*="lg:pl-"] { padding-left: 0 !important } body { background: white } }'

export function InvoicePreview({ id }: { id: number | null }) {
  const { data, error } = useInvoice(id)
  if (error) return <p role="alert" className="text-red-600">{error}</p>
  if (!data) return <Spinner label="Loading invoice…" />
  const { invoice, paymentDetails } = data
  const lines = linesFor(invoice)
  const totals = invoiceTotals(lines, 0, 0)
  const idParam = String(invoice.id)

  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_16rem]">
      <style>{PRINT_CSS}</style>
      <Card className="p-0" aria-label={`Invoice ${invoice.id}`}>
        <div className="flex flex-wrap justify-between gap-6 p-6">
          <div>
            <p className="flex items-center gap-2 text-xl font-bold text-primary"><Disc3 aria-hidden /> Sound Portal</p>
            <p className="mt-3 text-sm text-muted-foreground">Office 149, 450 South Brand Brooklyn<br />San Diego County, CA 91905, USA<br />+1 (123) 456 7891</p>
          </div>
          <div className="text-sm">
            <h1 className="text-xl font-semibold text-foreground">Invoice #{invoice.id}</h1>
            <p className="mt-2 text-muted-foreground">Date issued: <span className="font-medium text-foreground">{formatDate(invoice.issuedDate)}</span></p>
            <p className="text-muted-foreground">Due date: <span className="font-medium text-foreground">{formatDate(invoice.dueDate)}</span></p>
            <p className="mt-2"><InvoiceStatusBadge status={invoice.invoiceStatus} /></p>
          </div>
        </div>
        <hr className="border-border" />
        <div className="grid grid-cols-1 gap-6 p-6 [overflow-wrap:anywhere] sm:grid-cols-2">
          <section aria-labelledby="invoice-to">
            <h2 id="invoice-to" className="mb-2 font-semibold text-foreground">Invoice to:</h2>
            <p className="text-sm text-soft-foreground">{invoice.client.name}<br />{invoice.client.company}<br />{invoice.client.address}, {invoice.client.country}<br />{invoice.client.contact}<br />{invoice.client.companyEmail}</p>
          </section>
          <section aria-labelledby="payment-details">
            <h2 id="payment-details" className="mb-2 font-semibold text-foreground">Payment details:</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Total due:</dt><dd className="font-semibold text-foreground">{paymentDetails.totalDue}</dd>
              <dt className="text-muted-foreground">Bank name:</dt><dd>{paymentDetails.bankName}</dd>
              <dt className="text-muted-foreground">Country:</dt><dd>{paymentDetails.country}</dd>
              <dt className="text-muted-foreground">IBAN:</dt><dd>{paymentDetails.iban}</dd>
              <dt className="text-muted-foreground">SWIFT code:</dt><dd>{paymentDetails.swiftCode}</dd>
            </dl>
          </section>
        </div>
        <Table>
          <TableHead><tr><Th>Task description</Th><Th>Rate</Th><Th>Hours</Th><Th className="text-right">Total</Th></tr></TableHead>
          <tbody>
            {lines.map((line) => (
              <TableRow key={line.item}>
                <Td><p className="font-medium text-foreground">{line.item}</p><p className="text-xs text-slate-500">{line.description}</p></Td>
                <Td>{formatMoney(line.cost)}</Td><Td>{line.qty}</Td><Td className="text-right">{formatMoney(line.cost * line.qty)}</Td>
              </TableRow>
            ))}
          </tbody>
        </Table>
        <div className="flex flex-wrap justify-between gap-6 p-6 text-sm">
          <p className="text-muted-foreground">Salesperson: <span className="font-medium text-foreground">Alex Morgan</span><br />Thanks for your business.</p>
          <dl className="grid min-w-48 grid-cols-[1fr_auto] gap-x-6 gap-y-1">
            <dt>Subtotal:</dt><dd className="text-right font-medium">{formatMoney(totals.subtotal)}</dd>
            <dt>Balance:</dt><dd className="text-right font-medium"><BalanceCell balance={invoice.balance} /></dd>
            <dt className="font-semibold">Total:</dt><dd className="text-right font-semibold" data-testid="invoice-total">{formatMoney(totals.total)}</dd>
          </dl>
        </div>
      </Card>
      <Card className="h-fit space-y-3 p-5" data-print-hidden aria-label="Invoice actions">
        <Button className="w-full" onClick={() => toast.success(`Invoice #${invoice.id} sent to ${invoice.client.companyEmail}`)}><Send size={16} aria-hidden /> Send invoice</Button>
        <Button variant="secondary" className="w-full" onClick={() => window.print()}><Printer size={16} aria-hidden /> Print</Button>
        <Button variant="secondary" className="w-full" asChild><Link to="/apps/invoice/edit/$id" params={{ id: idParam }}><Pencil size={16} aria-hidden /> Edit</Link></Button>
        <Button variant="ghost" className="w-full" asChild><Link to="/apps/invoice/list">Back to the list</Link></Button>
      </Card>
    </div>
  )
}
