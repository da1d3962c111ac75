import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '@/features/demo-ecommerce/checkout-page'

export const Route = createFileRoute('/_app/apps/ecommerce/checkout')({
  component: CheckoutPage,
})
