import { createFileRoute } from '@tanstack/react-router'
import { PaginatePage } from '@/features/showcase-extensions/paginate-page'

export const Route = createFileRoute('/_app/extensions/pagination')({
  component: PaginatePage,
})
