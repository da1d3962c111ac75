import { createFileRoute } from '@tanstack/react-router'
import { ProgressPage } from '@/features/showcase/progress-page'

export const Route = createFileRoute('/_app/components/progress')({
  component: ProgressPage,
})
