import { createFileRoute } from '@tanstack/react-router'
import { RechartsPage } from '@/features/showcase-charts/recharts-page'

export const Route = createFileRoute('/_app/charts/recharts')({
  component: RechartsPage,
})
