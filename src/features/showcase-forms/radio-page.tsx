import { Check, CreditCard, Landmark, Wallet } from 'lucide-react'
import { useState } from 'react'
import { PageHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { SectionCard } from '@/components/ui/section-card'
import { cn } from '@/lib/cn'

const PLANS = [
  ['card', 'Card', 'Pay with a debit or credit card.', CreditCard],
  ['bank', 'Bank transfer', 'Two working days.', Landmark],
  ['wallet', 'Wallet', 'Use your portal balance.', Wallet],
] as const

export function RadioPage() {
  const [size, setSize] = useState('medium')
  const [pay, setPay] = useState('card')
  return (
    <>
      <PageHeader title="Radio" description="Pick one option. Arrow keys move between the options of a group." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Basic" description={`Size: ${size}`}>
          <RadioGroup value={size} onValueChange={setSize} aria-label="Size">
            {['small', 'medium', 'large'].map((s) => (
              <div key={s} className="flex items-center gap-2">
                <RadioGroupItem value={s} id={`r-${s}`} />
                <Label htmlFor={`r-${s}`} className="capitalize">{s}</Label>
              </div>
            ))}
          </RadioGroup>
        </SectionCard>
        <SectionCard title="Inline and disabled">
          <RadioGroup defaultValue="yes" aria-label="Answer" className="flex flex-wrap gap-6">
            {['yes', 'no', 'maybe'].map((s) => (
              <div key={s} className="flex items-center gap-2">
                <RadioGroupItem value={s} id={`ri-${s}`} disabled={s === 'maybe'} />
                <Label htmlFor={`ri-${s}`} className="capitalize">{s}</Label>
              </div>
            ))}
          </RadioGroup>
        </SectionCard>
        <SectionCard title="Colours">
          <RadioGroup defaultValue="success" aria-label="Colour" className="flex flex-wrap gap-6">
            {([['success', 'border-emerald-600 [&>span]:bg-emerald-600'], ['danger', 'border-red-600 [&>span]:bg-red-600'], ['warning', 'border-amber-500 [&>span]:bg-amber-500'], ['info', 'border-sky-600 [&>span]:bg-sky-600']] as const).map(([s, cls]) => (
              <div key={s} className="flex items-center gap-2">
                <RadioGroupItem value={s} id={`rc-${s}`} className={cls} />
                <Label htmlFor={`rc-${s}`} className="capitalize">{s}</Label>
              </div>
            ))}
          </RadioGroup>
        </SectionCard>
        <SectionCard title="Option cards" className="lg:col-span-2">
          <RadioGroup value={pay} onValueChange={setPay} aria-label="Payment method" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {PLANS.map(([value, title, text, Icon]) => (
              <Label key={value} htmlFor={`rp-${value}`} className={cn('relative flex cursor-pointer flex-col gap-1 rounded-xl p-4 ring-1 ring-border', pay === value && 'ring-2 ring-primary')}>
                <RadioGroupItem value={value} id={`rp-${value}`} className="sr-only" />
                <Icon aria-hidden className="text-primary" />
                <span className="font-semibold">{title}</span>
                <span className="font-normal text-muted-foreground">{text}</span>
                {pay === value ? <Check size={16} aria-hidden className="absolute top-3 right-3 text-primary" /> : null}
              </Label>
            ))}
          </RadioGroup>
        </SectionCard>
      </div>
    </>
  )
}
