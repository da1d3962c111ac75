import { createFileRoute } from '@tanstack/react-router'
import { SweetAlertPage } from '@/features/showcase-extensions/sweet-alert-page'

export const Route = createFileRoute('/_app/extensions/sweet-alert')({
  component: SweetAlertPage,
})
