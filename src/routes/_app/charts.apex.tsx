import { createFileRoute } from '@tanstack/react-router'
import { ApexChartsPage } from '@/features/showcase-charts/apex-page'

export const Route = createFileRoute('/_app/charts/apex')({
  component: ApexChartsPage,
})
