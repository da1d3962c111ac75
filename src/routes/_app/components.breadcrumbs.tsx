import { createFileRoute } from '@tanstack/react-router'
import { BreadcrumbsPage } from '@/features/showcase/breadcrumbs-page'

export const Route = createFileRoute('/_app/components/breadcrumbs')({
  component: BreadcrumbsPage,
})
