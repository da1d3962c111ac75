import { createFileRoute } from '@tanstack/react-router'
import { InvoicePreview } from '@/features/demo-invoice/invoice-preview'

/** Without an id, the preview shows the first invoice. */
export const Route = createFileRoute('/_app/apps/invoice/preview/')({
  component: () => <InvoicePreview id={null} />,
})
