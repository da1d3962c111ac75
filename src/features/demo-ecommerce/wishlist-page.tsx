import { Link } from '@tanstack/react-router'
import { Heart } from 'lucide-react'
import { PageHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { ProductCard } from './product-card'
import { useWishlist } from './shop-api'
import { ShopBadges } from './shop-badges'

export function WishlistPage() {
  const { data, error } = useWishlist()
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader title="Wishlist" description="Products you saved for later." />
        <ShopBadges />
      </div>
      {error ? <p role="alert" className="text-red-600">{error}</p> : null}
      {!data && !error ? <Spinner label="Loading wishlist…" /> : null}
      {data?.products.length === 0 ? (
        <div className="py-12 text-center text-muted-foreground">
          <Heart className="mx-auto mb-3" aria-hidden />
          <p>Your wishlist is empty. <Link to="/apps/ecommerce/shop" className="text-primary underline">Browse the shop</Link></p>
        </div>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {data?.products.map((product) => <ProductCard key={product.id} product={product} />)}
      </div>
    </>
  )
}
