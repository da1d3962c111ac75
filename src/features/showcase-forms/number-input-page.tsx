import { useState } from 'react'
import { PageHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { NumberInput } from '@/components/ui/number-input'
import { SectionCard } from '@/components/ui/section-card'

export function NumberInputPage() {
  const [qty, setQty] = useState(1)
  const [limited, setLimited] = useState(5)
  const [price, setPrice] = useState(9.5)
  const [slots, setSlots] = useState(20)
  return (
    <>
      <PageHeader title="Number Input" description="Numbers with − and + buttons; the arrow keys step the value in the field." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Basic" description={`Quantity: ${qty}`}>
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor="num-qty">Quantity</Label>
            <NumberInput id="num-qty" aria-label="Quantity" value={qty} onValueChange={setQty} />
          </div>
        </SectionCard>
        <SectionCard title="Minimum and maximum" description="Between 1 and 10.">
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor="num-limited">Tickets</Label>
            <NumberInput id="num-limited" aria-label="Tickets" value={limited} onValueChange={setLimited} min={1} max={10} />
          </div>
        </SectionCard>
        <SectionCard title="Decimal steps" description={`Price: $${price.toFixed(2)}`}>
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor="num-price">Price</Label>
            <NumberInput id="num-price" aria-label="Price" value={price} onValueChange={(v) => setPrice(Math.round(v * 100) / 100)} min={0} step={0.25} />
          </div>
        </SectionCard>
        <SectionCard title="Large steps and disabled">
          <div className="grid grid-cols-1 gap-4">
            <div className="grid grid-cols-1 gap-1.5">
              <Label htmlFor="num-slots">Slots (steps of 5)</Label>
              <NumberInput id="num-slots" aria-label="Slots" value={slots} onValueChange={setSlots} min={0} max={100} step={5} />
            </div>
            <div className="grid grid-cols-1 gap-1.5">
              <Label htmlFor="num-disabled">Disabled</Label>
              <NumberInput id="num-disabled" aria-label="Disabled number" value={3} onValueChange={() => undefined} disabled />
            </div>
          </div>
        </SectionCard>
      </div>
    </>
  )
}
