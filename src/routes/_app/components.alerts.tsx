import { createFileRoute } from '@tanstack/react-router'
import { AlertsPage } from '@/features/showcase/alerts-page'

export const Route = createFileRoute('/_app/components/alerts')({
  component: AlertsPage,
})
