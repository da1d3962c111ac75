import { createFileRoute } from '@tanstack/react-router'
import { OffcanvasPage } from '@/features/showcase/offcanvas-page'

export const Route = createFileRoute('/_app/components/offcanvas')({
  component: OffcanvasPage,
})
