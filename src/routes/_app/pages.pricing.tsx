import { createFileRoute } from '@tanstack/react-router'
import { PricingPage } from '@/features/demo-pages/pricing-page'

export const Route = createFileRoute('/_app/pages/pricing')({
  component: PricingPage,
})
