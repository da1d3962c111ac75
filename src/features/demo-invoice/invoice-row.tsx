import { Link } from '@tanstack/react-router'
import { Eye, MoreVertical, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from '@/lib/notify'
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '@/components/ui/alert-dialog'
import { Avatar } from '@/components/ui/avatar'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { TableRow, Td } from '@/components/ui/table'
import type { Invoice } from '@/db/demo-schema'
import { formatDate, formatMoney } from '@/lib/demo-format'
import { deleteInvoice } from './invoice-api'
import { BalanceCell, InvoiceStatusBadge } from './invoice-status'

export function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const [confirming, setConfirming] = useState(false)
  const remove = async () => {
    try {
      await deleteInvoice(invoice.id)
      toast.success(`Invoice #${invoice.id} deleted`)
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The invoice could not be deleted')
    }
  }
  const id = String(invoice.id)
  return (
    <TableRow>
      <Td>
        <Link to="/apps/invoice/preview/$id" params={{ id }} className="font-medium text-primary hover:underline">#{invoice.id}</Link>
      </Td>
      <Td><InvoiceStatusBadge status={invoice.invoiceStatus} /></Td>
      <Td>
        <div className="flex items-center gap-3">
          <Avatar name={invoice.client.name} size="sm" />
          <div className="min-w-0">
            <p className="truncate font-medium text-foreground">{invoice.client.name}</p>
            <p className="truncate text-xs text-muted-foreground">{invoice.client.companyEmail}</p>
          </div>
        </div>
      </Td>
      <Td>{formatMoney(invoice.total)}</Td>
      <Td className="whitespace-nowrap">{formatDate(invoice.issuedDate)}</Td>
      <Td><BalanceCell balance={invoice.balance} /></Td>
      <Td>
        <div className="flex items-center gap-1">
          <Link to="/apps/invoice/preview/$id" params={{ id }} aria-label={`Preview invoice ${invoice.id}`} className="rounded p-1.5 text-slate-500 hover:bg-accent"><Eye size={16} aria-hidden /></Link>
          <DropdownMenu>
            <DropdownMenuTrigger className="rounded p-1.5 text-slate-500 hover:bg-accent" aria-label={`More actions for invoice ${invoice.id}`}>
              <MoreVertical size={16} aria-hidden />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem asChild><Link to="/apps/invoice/edit/$id" params={{ id }}><Pencil size={14} aria-hidden /> Edit</Link></DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setConfirming(true)} className="text-destructive"><Trash2 size={14} aria-hidden /> Delete</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <AlertDialog open={confirming} onOpenChange={setConfirming}>
            <AlertDialogContent>
              <AlertDialogTitle>Delete invoice #{invoice.id}?</AlertDialogTitle>
              <AlertDialogDescription>The invoice for {invoice.client.name} is removed from the list.</AlertDialogDescription>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction danger onClick={() => void remove()}>Delete</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </Td>
    </TableRow>
  )
}
