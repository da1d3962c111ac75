import { createFileRoute } from '@tanstack/react-router'
import { InvoiceEditor } from '@/features/demo-invoice/invoice-editor'

export const Route = createFileRoute('/_app/apps/invoice/edit/$id')({
  component: InvoiceEditPage,
})

function InvoiceEditPage() {
  const { id } = Route.useParams()
  return <InvoiceEditor mode="edit" id={Number(id) || null} />
}
