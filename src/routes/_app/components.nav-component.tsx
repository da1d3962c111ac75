import { createFileRoute } from '@tanstack/react-router'
import { NavComponentPage } from '@/features/showcase/nav-component-page'

export const Route = createFileRoute('/_app/components/nav-component')({
  component: NavComponentPage,
})
