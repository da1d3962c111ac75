import { Check } from 'lucide-react'
import { useMemo, useState } from 'react'
import { PageHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { CheckoutAddress, type Address } from './checkout-address'
import { CheckoutCart } from './checkout-cart'
import { CheckoutPayment } from './checkout-payment'
import { checkoutTotals, keepFirstDraw, type CheckoutLine } from './checkout-totals'
import { useCart } from './shop-api'

const STEPS = ['Cart', 'Address', 'Payment'] as const
const firstDraws = new Map<number, Pick<CheckoutLine, 'offers' | 'discountPercentage' | 'shippingDate'>>()

export function CheckoutPage() {
  const { data, error } = useCart()
  const [step, setStep] = useState(0)
  const [qty, setQty] = useState<Record<number, number>>({})
  const [address, setAddress] = useState<Address | null>(null)
  const [placed, setPlaced] = useState<number | null>(null)
  const items = useMemo(
    () => keepFirstDraw(firstDraws, (data?.products ?? []).map((p) => ({ ...p, productId: p.id, qty: qty[p.id] ?? p.qty }))),
    [data, qty],
  )
  const totals = checkoutTotals(items)

  if (placed !== null) {
    return (
      <div className="mx-auto max-w-lg py-16 text-center" role="status">
        <span className="mx-auto mb-4 flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700"><Check size={32} aria-hidden /></span>
        <h1 className="text-2xl font-semibold text-foreground">Thank you! Your order is placed.</h1>
        <p className="mt-2 text-muted-foreground">We charged ${placed.toFixed(2)} and sent a confirmation to {address?.fullName ?? 'you'}.</p>
      </div>
    )
  }

  return (
    <>
      <PageHeader title="Checkout" />
      <ol aria-label="Checkout steps" className="mb-6 flex flex-wrap items-center gap-3">
        {STEPS.map((name, i) => (
          <li key={name} className="flex items-center gap-2" aria-current={i === step ? 'step' : undefined}>
            <button type="button" disabled={i > step} onClick={() => setStep(i)} className={cn('flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium', i === step ? 'bg-brand-700 text-white' : i < step ? 'text-primary' : 'text-slate-500')}>
              <span className={cn('flex h-6 w-6 items-center justify-center rounded-full text-xs', i === step ? 'bg-white/20' : 'bg-border')}>{i < step ? <Check size={12} aria-hidden /> : i + 1}</span>
              {name}
            </button>
            {i < STEPS.length - 1 ? <span aria-hidden className="h-px w-8 bg-input" /> : null}
          </li>
        ))}
      </ol>
      {error ? <p role="alert" className="text-red-600">{error}</p> : null}
      {!data && !error ? <Spinner label="Loading cart…" /> : null}
      {data && step === 0 ? <CheckoutCart items={items} totals={totals} onQty={(id, n) => setQty((q) => ({ ...q, [id]: n }))} onNext={() => setStep(1)} /> : null}
      {data && step === 1 ? <CheckoutAddress initial={address} totals={totals} onNext={(a) => { setAddress(a); setStep(2) }} /> : null}
      {data && step === 2 ? <CheckoutPayment items={items} totals={totals} onPlaced={() => setPlaced(totals.total)} /> : null}
    </>
  )
}
