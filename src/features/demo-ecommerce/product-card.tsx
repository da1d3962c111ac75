import { Link } from '@tanstack/react-router'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { formatMoney } from '@/lib/demo-format'
import { CartButtons } from './cart-buttons'
import { ProductImage } from './product-image'
import { Rating } from './rating'
import type { ShopProduct } from './shop-api'

export function ProductCard({ product }: { product: ShopProduct }) {
  return (
    <Card className="flex flex-col gap-3 p-4" aria-label={product.name}>
      <Link to="/apps/ecommerce/product-detail/$slug" params={{ slug: product.slug }} tabIndex={-1} aria-hidden>
        <ProductImage name={product.name} className="aspect-[16/10] w-full" />
      </Link>
      <div className="flex items-center justify-between">
        <Rating value={product.rating} />
        <span className="font-semibold text-foreground">{formatMoney(product.price)}</span>
      </div>
      <h2 className="font-semibold text-foreground">
        <Link to="/apps/ecommerce/product-detail/$slug" params={{ slug: product.slug }} className="hover:text-primary">{product.name}</Link>
      </h2>
      <p className="text-sm text-muted-foreground">By {product.brand}</p>
      <p className="line-clamp-2 flex-1 text-sm text-muted-foreground">{product.description}</p>
      {product.hasFreeShipping ? <Badge variant="success" className="w-fit">Free shipping</Badge> : null}
      <CartButtons product={product} />
    </Card>
  )
}
