import { createFileRoute } from '@tanstack/react-router'
import { PillsPage } from '@/features/showcase/pills-page'

export const Route = createFileRoute('/_app/components/pills-component')({
  component: PillsPage,
})
