import { useState, type FormEvent } from 'react'
import { toast } from '@/lib/notify'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { CheckoutTotals } from './checkout-totals'
import { PriceDetails } from './price-details'
import { removeFromCart, type CartProduct } from './shop-api'

const METHODS = [
  { id: 'card', title: 'Credit or debit card' },
  { id: 'cod', title: 'Cash on delivery' },
] as const

export function CheckoutPayment({ items, totals, onPlaced }: { items: CartProduct[]; totals: CheckoutTotals; onPlaced: () => void }) {
  const [method, setMethod] = useState<(typeof METHODS)[number]['id']>('card')
  const [card, setCard] = useState('')
  const [busy, setBusy] = useState(false)
  const cardOk = method !== 'card' || card.replace(/\s/g, '').length >= 12

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!cardOk) return
    setBusy(true)
    try {
      // Placing the order empties the cart.
      for (const item of items) await removeFromCart(item.id)
      onPlaced()
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The order could not be placed')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <Card className="space-y-4">
        <fieldset className="space-y-3">
          <legend className="mb-2 font-semibold text-foreground">Payment method</legend>
          {METHODS.map((m) => (
            <label key={m.id} className="flex items-center gap-3 text-sm text-soft-foreground">
              <input type="radio" name="method" value={m.id} checked={method === m.id} onChange={() => setMethod(m.id)} className="h-4 w-4 accent-brand-700" />
              {m.title}
            </label>
          ))}
        </fieldset>
        {method === 'card' ? (
          <div className="max-w-sm space-y-1.5">
            <Label htmlFor="card-number">Card number</Label>
            <Input id="card-number" inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" value={card} onChange={(e) => setCard(e.target.value)} aria-invalid={!cardOk && card !== ''} />
            <p className="text-xs text-muted-foreground">Demo only: no card is charged.</p>
          </div>
        ) : null}
      </Card>
      <PriceDetails totals={totals}>
        <Button type="submit" className="w-full" disabled={busy || !cardOk || items.length === 0}>Pay {totals.total.toFixed(2)} and place order</Button>
      </PriceDetails>
    </form>
  )
}
