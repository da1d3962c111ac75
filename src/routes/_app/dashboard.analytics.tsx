import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsDashboard } from '@/features/demo-dashboard/dashboards'

export const Route = createFileRoute('/_app/dashboard/analytics')({
  component: AnalyticsDashboard,
})
