import { createFileRoute } from '@tanstack/react-router'
import { SpinnersPage } from '@/features/showcase/spinners-page'

export const Route = createFileRoute('/_app/components/spinners')({
  component: SpinnersPage,
})
