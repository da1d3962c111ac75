import { Link } from '@tanstack/react-router'
import { Heart, ShoppingCart } from 'lucide-react'
import { useShopCounts } from './shop-api'

const linkClass = 'relative inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-soft-foreground ring-1 ring-border hover:bg-accent'
const badgeClass = 'inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white'

/** Links to the wishlist and the cart with how many products each holds. */
export function ShopBadges() {
  const counts = useShopCounts()
  return (
    <div className="flex gap-2">
      <Link to="/apps/ecommerce/wishlist" className={linkClass} aria-label={`Wishlist, ${counts.wishlist} products`}>
        <Heart size={16} aria-hidden /> Wishlist <span className={badgeClass} data-testid="wishlist-count">{counts.wishlist}</span>
      </Link>
      <Link to="/apps/ecommerce/checkout" className={linkClass} aria-label={`Cart, ${counts.cart} products`}>
        <ShoppingCart size={16} aria-hidden /> Cart <span className={badgeClass} data-testid="cart-count">{counts.cart}</span>
      </Link>
    </div>
  )
}
