import { Link } from '@tanstack/react-router'
import { Heart, X } from 'lucide-react'
import { toast } from '@/lib/notify'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { formatDate, formatMoney } from '@/lib/demo-format'
import type { CheckoutTotals } from './checkout-totals'
import { PriceDetails } from './price-details'
import { ProductImage } from './product-image'
import { Rating } from './rating'
import { addToWishlist, removeFromCart, type CartProduct } from './shop-api'

export function CheckoutCart({ items, totals, onQty, onNext }: { items: CartProduct[]; totals: CheckoutTotals; onQty: (id: number, qty: number) => void; onNext: () => void }) {
  const act = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action()
      toast.success(message)
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'That did not work')
    }
  }
  if (items.length === 0) {
    return <p className="py-12 text-center text-muted-foreground">Your cart is empty. <Link to="/apps/ecommerce/shop" className="text-primary underline">Browse the shop</Link></p>
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <ul aria-label="Cart" className="space-y-4">
        {items.map((item) => (
          <li key={item.id}>
            <Card className="grid grid-cols-[5rem_1fr] gap-4 p-4 sm:grid-cols-[8rem_1fr_auto]" aria-label={item.name}>
              <ProductImage name={item.name} className="aspect-square w-full max-w-32" />
              <div className="space-y-1.5">
                <h2 className="font-semibold text-foreground">{item.name}</h2>
                <p className="text-sm text-muted-foreground">By {item.brand}</p>
                <Rating value={item.rating} />
                <p className="text-sm text-success">In stock · delivery by {formatDate(item.shippingDate, 'EEE, d MMM')}</p>
                <div className="flex items-center gap-2">
                  <label htmlFor={`qty-${item.id}`} className="text-sm">Qty</label>
                  <Input id={`qty-${item.id}`} type="number" min={1} max={10} value={item.qty} onChange={(e) => onQty(item.id, Math.max(1, Math.min(10, Number(e.target.value) || 1)))} className="h-8 w-20" />
                </div>
              </div>
              <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-1 sm:flex-col sm:items-end">
                <p className="text-lg font-semibold text-foreground">{formatMoney(item.price)}</p>
                <Badge variant="success">{item.discountPercentage}% off · {item.offers} offers</Badge>
                <Button size="sm" variant="secondary" onClick={() => void act(() => removeFromCart(item.id), `${item.name} removed`)}><X size={14} aria-hidden /> Remove</Button>
                {item.isInWishlist ? null : (
                  <Button size="sm" variant="ghost" onClick={() => void act(() => addToWishlist(item.id), `${item.name} added to the wishlist`)}><Heart size={14} aria-hidden /> Wishlist</Button>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <PriceDetails totals={totals}>
        <Button className="w-full" onClick={onNext}>Place order</Button>
      </PriceDetails>
    </div>
  )
}
