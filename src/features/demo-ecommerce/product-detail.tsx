import { Link } from '@tanstack/react-router'
import { ShieldCheck, Truck, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { formatMoney } from '@/lib/demo-format'
import { CartButtons } from './cart-buttons'
import { ProductImage } from './product-image'
import { Rating } from './rating'
import { useProduct } from './shop-api'
import { ShopBadges } from './shop-badges'

const SWATCH: Record<string, string> = { primary: 'bg-brand-600', success: 'bg-emerald-500', warning: 'bg-amber-500', danger: 'bg-red-500', info: 'bg-sky-500' }

/** One product; `slug` may also be an id. Without it, the first product of the shop. */
export function ProductDetail({ slug }: { slug: string | null }) {
  const { data, error } = useProduct(slug)
  const [color, setColor] = useState<string | null>(null)
  if (error) return <p role="alert" className="text-red-600">{error}. <Link to="/apps/ecommerce/shop" className="underline">Back to the shop</Link></p>
  if (!data) return <Spinner label="Loading product…" />
  const { product } = data
  const chosen = color ?? product.colorOptions[0]

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
          <Link to="/apps/ecommerce/shop" className="hover:underline">Shop</Link> / <span aria-current="page">{product.name}</span>
        </nav>
        <ShopBadges />
      </div>
      <Card className="grid gap-8 md:grid-cols-2">
        <ProductImage name={product.name} className="aspect-square w-full" />
        <div className="space-y-4">
          <h1 className="text-2xl font-semibold text-foreground">{product.name}</h1>
          <p className="text-sm text-muted-foreground">By <span className="font-medium text-primary">{product.brand}</span></p>
          <div className="flex items-center gap-4">
            <span className="text-2xl font-semibold text-primary">{formatMoney(product.price)}</span>
            <Rating value={product.rating} />
          </div>
          <p className="text-sm">Available: <span className="font-medium text-success">In stock</span></p>
          <p className="text-soft-foreground">{product.description}</p>
          {product.hasFreeShipping ? <Badge variant="success"><Truck size={12} aria-hidden /> Free shipping</Badge> : null}
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-soft-foreground">Colours</legend>
            <div className="flex gap-2">
              {product.colorOptions.map((c) => (
                <button key={c} type="button" aria-label={c} aria-pressed={c === chosen} onClick={() => setColor(c)} className={cn('h-8 w-8 rounded-full ring-offset-2 ring-offset-card', SWATCH[c] ?? 'bg-slate-400', c === chosen && 'ring-2 ring-soft-foreground')} />
              ))}
            </div>
          </fieldset>
          <CartButtons product={product} className="max-w-md" />
        </div>
      </Card>
      <Card className="mt-6 grid gap-6 text-center sm:grid-cols-3">
        <div><ShieldCheck className="mx-auto text-primary" aria-hidden /><h2 className="mt-2 font-semibold">100% original</h2><p className="text-sm text-muted-foreground">Straight from the maker.</p></div>
        <div><Undo2 className="mx-auto text-primary" aria-hidden /><h2 className="mt-2 font-semibold">10-day replacement</h2><p className="text-sm text-muted-foreground">Swap it if it is not right.</p></div>
        <div><Truck className="mx-auto text-primary" aria-hidden /><h2 className="mt-2 font-semibold">1-year warranty</h2><p className="text-sm text-muted-foreground">Repairs at no cost.</p></div>
      </Card>
    </>
  )
}
