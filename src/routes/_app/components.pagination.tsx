import { createFileRoute } from '@tanstack/react-router'
import { PaginationPage } from '@/features/showcase/pagination-page'

export const Route = createFileRoute('/_app/components/pagination')({
  component: PaginationPage,
})
