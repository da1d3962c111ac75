import { createFileRoute } from '@tanstack/react-router'
import { ProductDetail } from '@/features/demo-ecommerce/product-detail'

/** `slug` is a product's slug or its id. */
export const Route = createFileRoute('/_app/apps/ecommerce/product-detail/$slug')({
  component: ProductDetailPage,
})

function ProductDetailPage() {
  const { slug } = Route.useParams()
  return <ProductDetail slug={slug} />
}
