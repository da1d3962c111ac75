import { createFileRoute } from '@tanstack/react-router'
import { DataTableAdvancePage } from '@/features/showcase-tables/datatable-advance-page'

export const Route = createFileRoute('/_app/datatables/advance')({
  component: DataTableAdvancePage,
})
