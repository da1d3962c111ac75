import { createFileRoute } from '@tanstack/react-router'
import { ToastsPage } from '@/features/showcase/toasts-page'

export const Route = createFileRoute('/_app/components/toasts')({
  component: ToastsPage,
})
