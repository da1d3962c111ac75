import { createFileRoute } from '@tanstack/react-router'
import { InvoicePreview } from '@/features/demo-invoice/invoice-preview'

export const Route = createFileRoute('/_app/apps/invoice/preview/$id')({
  component: InvoicePreviewPage,
})

function InvoicePreviewPage() {
  const { id } = Route.useParams()
  return <InvoicePreview id={Number(id) || null} />
}
