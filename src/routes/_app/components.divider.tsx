import { createFileRoute } from '@tanstack/react-router'
import { DividerPage } from '@/features/showcase/divider-page'

export const Route = createFileRoute('/_app/components/divider')({
  component: DividerPage,
})
