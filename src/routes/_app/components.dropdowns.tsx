import { createFileRoute } from '@tanstack/react-router'
import { DropdownsPage } from '@/features/showcase/dropdowns-page'

export const Route = createFileRoute('/_app/components/dropdowns')({
  component: DropdownsPage,
})
