import { createFileRoute } from '@tanstack/react-router'
import { ChartJsPage } from '@/features/showcase-charts/chartjs-page'

export const Route = createFileRoute('/_app/charts/chartjs')({
  component: ChartJsPage,
})
