import { createFileRoute } from '@tanstack/react-router'
import { ListGroupPage } from '@/features/showcase/list-group-page'

export const Route = createFileRoute('/_app/components/list-group')({
  component: ListGroupPage,
})
