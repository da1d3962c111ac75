import { createFileRoute } from '@tanstack/react-router'
import { EcommerceDashboard } from '@/features/demo-dashboard/dashboards'

export const Route = createFileRoute('/_app/')({
  component: EcommerceDashboard,
})
