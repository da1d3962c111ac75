import { createFileRoute } from '@tanstack/react-router'
import { ModalsPage } from '@/features/showcase/modals-page'

export const Route = createFileRoute('/_app/components/modals')({
  component: ModalsPage,
})
