import { format } from 'date-fns'
import { CalendarDays } from 'lucide-react'
import { useState } from 'react'
import type { DateRange, Matcher } from 'react-day-picker'
import { Calendar } from '@/components/ui/calendar'
import { Label } from '@/components/ui/label'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'

const trigger = 'flex h-10 w-full items-center gap-2 rounded-lg border border-input bg-card px-3 text-left text-sm'

/** A button showing the chosen date that opens a calendar in a popover. */
export function DateField({ id, label, value, onChange, disabled }: { id: string; label: string; value: Date | undefined; onChange: (d: Date | undefined) => void; disabled?: Matcher | Matcher[] }) {
  const [open, setOpen] = useState(false)
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger id={id} className={trigger}>
          <CalendarDays size={16} aria-hidden className="text-slate-500" />
          <span className={value ? '' : 'text-muted-foreground'}>{value ? format(value, 'yyyy-MM-dd') : 'Pick a date'}</span>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-auto p-0">
          <Calendar mode="single" selected={value} onSelect={(d) => { onChange(d); setOpen(false) }} disabled={disabled} defaultMonth={value} autoFocus className="ring-0" />
        </PopoverContent>
      </Popover>
    </div>
  )
}

export function RangeField({ id, label, value, onChange }: { id: string; label: string; value: DateRange | undefined; onChange: (r: DateRange | undefined) => void }) {
  const text = value?.from ? `${format(value.from, 'yyyy-MM-dd')} → ${value.to ? format(value.to, 'yyyy-MM-dd') : '…'}` : 'Pick a range'
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Popover>
        <PopoverTrigger id={id} className={trigger}>
          <CalendarDays size={16} aria-hidden className="text-slate-500" />
          <span className={value?.from ? '' : 'text-slate-400'}>{text}</span>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-auto p-0">
          <Calendar mode="range" selected={value} onSelect={onChange} numberOfMonths={2} defaultMonth={value?.from} autoFocus className="ring-0" />
        </PopoverContent>
      </Popover>
    </div>
  )
}
