import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { PageHeader } from '@/components/ui/card'
import { describedBy, Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { SectionCard } from '@/components/ui/section-card'
import { applyMask, cardMask, cardNetwork, DATE_MASK, formatNumeral, isValidMaskedDate, PHONE_MASK, TIME_MASK } from './input-mask'

export function InputMaskPage() {
  const [phone, setPhone] = useState('')
  const [date, setDate] = useState('')
  const [card, setCard] = useState('')
  const [time, setTime] = useState('')
  const [amount, setAmount] = useState('')
  const [code, setCode] = useState('')
  const dateError = date.length === 10 && !isValidMaskedDate(date) ? 'That date does not exist.' : undefined
  const network = cardNetwork(card)
  return (
    <>
      <PageHeader title="Input Mask" description="Inputs that format what you type: phone, date, card number, time, amount and a code." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Phone number">
          <Field label="Phone" htmlFor="mask-phone" hint={`Pattern ${PHONE_MASK}`}>
            <Input id="mask-phone" inputMode="tel" placeholder="(555) 437-0192" value={phone} onChange={(e) => setPhone(applyMask(e.target.value, PHONE_MASK))} aria-describedby="mask-phone-hint" />
          </Field>
        </SectionCard>
        <SectionCard title="Date">
          <Field label="Date (dd/mm/yyyy)" htmlFor="mask-date" hint="Day, month, year." error={dateError}>
            <Input id="mask-date" inputMode="numeric" placeholder="dd/mm/yyyy" value={date} onChange={(e) => setDate(applyMask(e.target.value, DATE_MASK))} aria-invalid={Boolean(dateError)} aria-describedby={describedBy('mask-date', { hint: true, error: dateError })} />
          </Field>
        </SectionCard>
        <SectionCard title="Credit card">
          <Field label="Card number" htmlFor="mask-card" hint={network ? undefined : 'Visa, Mastercard, American Express or Discover.'}>
            <div className="relative">
              <Input id="mask-card" inputMode="numeric" autoComplete="cc-number" placeholder="0000 0000 0000 0000" value={card} onChange={(e) => setCard(applyMask(e.target.value, cardMask(e.target.value)))} className="pr-36" aria-describedby={network ? 'mask-card-network' : 'mask-card-hint'} />
              {network ? <Badge id="mask-card-network" className="absolute top-1/2 right-2 -translate-y-1/2">{network}</Badge> : null}
            </div>
          </Field>
        </SectionCard>
        <SectionCard title="Time">
          <Field label="Time (hh:mm)" htmlFor="mask-time">
            <Input id="mask-time" inputMode="numeric" placeholder="hh:mm" value={time} onChange={(e) => setTime(applyMask(e.target.value, TIME_MASK))} />
          </Field>
        </SectionCard>
        <SectionCard title="Numeral">
          <Field label="Amount" htmlFor="mask-amount" hint="Thousands are grouped; two decimals at most.">
            <Input id="mask-amount" inputMode="decimal" placeholder="10,000.00" value={amount} onChange={(e) => setAmount(formatNumeral(e.target.value))} aria-describedby="mask-amount-hint" />
          </Field>
        </SectionCard>
        <SectionCard title="Custom pattern">
          <Field label="Voucher code (AAA-999)" htmlFor="mask-code">
            <Input id="mask-code" placeholder="ABC-123" value={code} onChange={(e) => setCode(applyMask(e.target.value, 'AAA-999').toUpperCase())} />
          </Field>
        </SectionCard>
      </div>
    </>
  )
}
