import { createFileRoute } from '@tanstack/react-router'
import { ButtonsPage } from '@/features/showcase/buttons-page'

export const Route = createFileRoute('/_app/components/buttons')({
  component: ButtonsPage,
})
