import { createFileRoute } from '@tanstack/react-router'
import { TimelinePage } from '@/features/showcase/timeline-page'

export const Route = createFileRoute('/_app/components/timeline')({
  component: TimelinePage,
})
