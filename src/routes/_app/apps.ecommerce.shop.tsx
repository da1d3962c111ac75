import { createFileRoute } from '@tanstack/react-router'
import { ShopPage } from '@/features/demo-ecommerce/shop-page'

export const Route = createFileRoute('/_app/apps/ecommerce/shop')({
  component: ShopPage,
})
