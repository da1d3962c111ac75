import { Link } from '@tanstack/react-router'
import { Heart, ShoppingCart } from 'lucide-react'
import { useState } from 'react'
import { toast } from '@/lib/notify'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { addToCart, toggleWishlist, type ShopProduct } from './shop-api'

/** "Add" to the cart (or "View in cart" once it is there) and the wishlist heart of a product. */
export function CartButtons({ product, className }: { product: ShopProduct; className?: string }) {
  const [busy, setBusy] = useState(false)
  const act = async (action: () => Promise<unknown>, message: string) => {
    setBusy(true)
    try {
      await action()
      toast.success(message)
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'That did not work')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className={cn('flex gap-2', className)}>
      <Button
        variant="secondary"
        className="flex-1"
        disabled={busy}
        aria-pressed={product.isInWishlist}
        aria-label={product.isInWishlist ? `Remove ${product.name} from the wishlist` : `Add ${product.name} to the wishlist`}
        onClick={() => void act(() => toggleWishlist(product), product.isInWishlist ? 'Removed from the wishlist' : 'Added to the wishlist')}
      >
        <Heart size={16} aria-hidden className={cn(product.isInWishlist && 'fill-red-500 text-red-500')} /> Wishlist
      </Button>
      {product.isInCart ? (
        <Button asChild className="flex-1">
          <Link to="/apps/ecommerce/checkout"><ShoppingCart size={16} aria-hidden /> View in cart</Link>
        </Button>
      ) : (
        <Button className="flex-1" disabled={busy} aria-label={`Add ${product.name} to the cart`} onClick={() => void act(() => addToCart(product.id), `${product.name} added to the cart`)}>
          <ShoppingCart size={16} aria-hidden /> Add
        </Button>
      )}
    </div>
  )
}
