import { createFileRoute } from '@tanstack/react-router'
import { InvoiceEditor } from '@/features/demo-invoice/invoice-editor'

export const Route = createFileRoute('/_app/apps/invoice/add')({
  component: () => <InvoiceEditor mode="add" id={null} />,
})
