import { createFileRoute } from '@tanstack/react-router'
import { ProductDetail } from '@/features/demo-ecommerce/product-detail'

/** Without a product, the detail page shows the shop's first one. */
export const Route = createFileRoute('/_app/apps/ecommerce/product-detail/')({
  component: () => <ProductDetail slug={null} />,
})
