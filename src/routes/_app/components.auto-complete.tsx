import { createFileRoute } from '@tanstack/react-router'
import { AutoCompletePage } from '@/features/showcase/auto-complete-page'

export const Route = createFileRoute('/_app/components/auto-complete')({
  component: AutoCompletePage,
})
