import { createFileRoute } from '@tanstack/react-router'
import { TooltipsPage } from '@/features/showcase/tooltips-page'

export const Route = createFileRoute('/_app/components/tooltips')({
  component: TooltipsPage,
})
