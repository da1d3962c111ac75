import { createFileRoute } from '@tanstack/react-router'
import { InvoiceEditor } from '@/features/demo-invoice/invoice-editor'

/** Without an id, the editor opens the first invoice. */
export const Route = createFileRoute('/_app/apps/invoice/edit/')({
  component: () => <InvoiceEditor mode="edit" id={null} />,
})
