import { createFileRoute } from '@tanstack/react-router'
import { DataTableBasicPage } from '@/features/showcase-tables/datatable-basic-page'

export const Route = createFileRoute('/_app/datatables/basic')({
  component: DataTableBasicPage,
})
