import { createFileRoute } from '@tanstack/react-router'
import { TablesPage } from '@/features/showcase-tables/tables-page'

export const Route = createFileRoute('/_app/tables/reactstrap')({
  component: TablesPage,
})
