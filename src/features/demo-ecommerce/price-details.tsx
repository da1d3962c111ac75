import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { formatMoney } from '@/lib/demo-format'
import type { CheckoutTotals } from './checkout-totals'

export function PriceDetails({ totals, children }: { totals: CheckoutTotals; children?: ReactNode }) {
  return (
    <Card className="h-fit space-y-3 p-5" aria-label="Price details">
      <h2 className="font-semibold text-foreground">Price details</h2>
      <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
        <dt className="text-muted-foreground">Bag total ({totals.items} items)</dt><dd className="text-right">{formatMoney(totals.bagTotal)}</dd>
        <dt className="text-muted-foreground">Bag discount</dt><dd className="text-right text-success" data-testid="checkout-discount">−{formatMoney(totals.discount)}</dd>
        <dt className="text-muted-foreground">Delivery</dt><dd className="text-right">{totals.delivery ? formatMoney(totals.delivery) : 'Free'}</dd>
        <dt className="border-t border-border pt-2 font-semibold">Total</dt>
        <dd className="border-t border-border pt-2 text-right font-semibold" data-testid="checkout-total">{formatMoney(totals.total)}</dd>
      </dl>
      {children}
    </Card>
  )
}
