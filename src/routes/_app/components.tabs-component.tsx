import { createFileRoute } from '@tanstack/react-router'
import { TabsPage } from '@/features/showcase/tabs-page'

export const Route = createFileRoute('/_app/components/tabs-component')({
  component: TabsPage,
})
