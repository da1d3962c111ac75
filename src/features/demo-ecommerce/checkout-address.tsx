import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import type { CheckoutTotals } from './checkout-totals'
import { PriceDetails } from './price-details'

export interface Address {
  fullName: string
  phone: string
  street: string
  city: string
  postcode: string
  kind: 'Home' | 'Work'
}

const FIELDS: { key: Exclude<keyof Address, 'kind'>; label: string; type?: string; autoComplete: string }[] = [
  { key: 'fullName', label: 'Full name', autoComplete: 'name' },
  { key: 'phone', label: 'Mobile number', type: 'tel', autoComplete: 'tel' },
  { key: 'street', label: 'Flat, house no. and street', autoComplete: 'street-address' },
  { key: 'city', label: 'Town or city', autoComplete: 'address-level2' },
  { key: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
]

export function CheckoutAddress({ initial, totals, onNext }: { initial: Address | null; totals: CheckoutTotals; onNext: (address: Address) => void }) {
  const [address, setAddress] = useState<Address>(initial ?? { fullName: '', phone: '', street: '', city: '', postcode: '', kind: 'Home' })
  const [tried, setTried] = useState(false)
  const missing = FIELDS.filter((f) => !address[f.key].trim()).map((f) => f.key)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (missing.length === 0) onNext(address)
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <Card className="grid gap-4 sm:grid-cols-2">
        <h2 className="font-semibold text-foreground sm:col-span-2">Delivery address</h2>
        {FIELDS.map((f) => {
          const bad = tried && missing.includes(f.key)
          return (
            <div key={f.key} className="space-y-1.5">
              <Label htmlFor={`address-${f.key}`}>{f.label}</Label>
              <Input id={`address-${f.key}`} type={f.type ?? 'text'} autoComplete={f.autoComplete} value={address[f.key]} aria-invalid={bad} aria-describedby={bad ? `address-${f.key}-error` : undefined} onChange={(e) => setAddress((a) => ({ ...a, [f.key]: e.target.value }))} />
              {bad ? <p id={`address-${f.key}-error`} className="text-sm text-destructive">Required</p> : null}
            </div>
          )
        })}
        <div className="space-y-1.5">
          <Label htmlFor="address-kind">Address type</Label>
          <NativeSelect id="address-kind" value={address.kind} onChange={(e) => setAddress((a) => ({ ...a, kind: e.target.value as Address['kind'] }))}>
            <option>Home</option>
            <option>Work</option>
          </NativeSelect>
        </div>
      </Card>
      <PriceDetails totals={totals}>
        <Button type="submit" className="w-full">Deliver here</Button>
      </PriceDetails>
    </form>
  )
}
