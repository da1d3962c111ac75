import { Plus, X } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NumberInput } from '@/components/ui/number-input'
import { SectionCard } from '@/components/ui/section-card'

interface Item {
  id: number
  name: string
  cost: number
  qty: number
}

let nextId = 2
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

export function FormRepeaterPage() {
  const [items, setItems] = useState<Item[]>([{ id: 1, name: 'Studio hour', cost: 24, qty: 2 }])
  const update = (id: number, patch: Partial<Item>) => setItems((list) => list.map((i) => (i.id === id ? { ...i, ...patch } : i)))
  const add = () => setItems((list) => [...list, { id: nextId++, name: '', cost: 0, qty: 1 }])
  const total = items.reduce((sum, i) => sum + i.cost * i.qty, 0)
  return (
    <>
      <PageHeader title="Form Repeater" description="Add and remove groups of fields. Each row keeps its own values." />
      <SectionCard title="Invoice items" description={<span data-testid="repeater-count" aria-live="polite">{items.length} {items.length === 1 ? 'item' : 'items'}, total {money.format(total)}</span>}>
        <form onSubmit={(e) => e.preventDefault()} className="grid grid-cols-1 gap-4">
          <ol className="grid grid-cols-1 gap-4">
            {items.map((item, index) => (
              <li key={item.id} className="grid grid-cols-1 items-end gap-3 rounded-lg p-4 ring-1 ring-border sm:grid-cols-[2fr_1fr_auto_1fr_auto]" aria-label={`Item ${index + 1}`}>
                <div className="grid grid-cols-1 gap-1.5">
                  <Label htmlFor={`rep-name-${item.id}`}>Item name</Label>
                  <Input id={`rep-name-${item.id}`} value={item.name} onChange={(e) => update(item.id, { name: e.target.value })} placeholder="What was it?" />
                </div>
                <div className="grid grid-cols-1 gap-1.5">
                  <Label htmlFor={`rep-cost-${item.id}`}>Cost</Label>
                  <Input id={`rep-cost-${item.id}`} type="number" min={0} value={item.cost} onChange={(e) => update(item.id, { cost: Math.max(0, e.target.valueAsNumber || 0) })} />
                </div>
                <div className="grid grid-cols-1 gap-1.5">
                  <Label htmlFor={`rep-qty-${item.id}`}>Quantity</Label>
                  <NumberInput id={`rep-qty-${item.id}`} aria-label={`Quantity of item ${index + 1}`} value={item.qty} onValueChange={(qty) => update(item.id, { qty })} min={1} max={99} />
                </div>
                <div className="grid grid-cols-1 gap-1.5">
                  <span className="text-sm font-medium text-soft-foreground">Price</span>
                  <span className="flex h-10 items-center text-sm">{money.format(item.cost * item.qty)}</span>
                </div>
                <Button variant="outline" className="text-destructive ring-destructive/30 hover:bg-destructive-soft/50" onClick={() => setItems((list) => list.filter((i) => i.id !== item.id))} aria-label={`Delete item ${index + 1}`}>
                  <X size={16} aria-hidden /> Delete
                </Button>
              </li>
            ))}
          </ol>
          {items.length === 0 ? <p className="text-sm text-slate-500">No items. Add one to start.</p> : null}
          <div>
            <Button onClick={add}><Plus size={16} aria-hidden /> Add new</Button>
          </div>
        </form>
      </SectionCard>
    </>
  )
}
