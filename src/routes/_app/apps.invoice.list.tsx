import { createFileRoute } from '@tanstack/react-router'
import { InvoiceList } from '@/features/demo-invoice/invoice-list'

export const Route = createFileRoute('/_app/apps/invoice/list')({
  component: InvoiceList,
})
