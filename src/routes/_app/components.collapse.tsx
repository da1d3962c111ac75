import { createFileRoute } from '@tanstack/react-router'
import { CollapsePage } from '@/features/showcase/collapse-page'

export const Route = createFileRoute('/_app/components/collapse')({
  component: CollapsePage,
})
