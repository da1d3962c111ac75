import { addDays, format, isWeekend } from 'date-fns'
import { useState } from 'react'
import type { DateRange } from 'react-day-picker'
import { Calendar } from '@/components/ui/calendar'
import { PageHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { SectionCard } from '@/components/ui/section-card'
import { DateField, RangeField } from './date-field'

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'))
const MINUTES = ['00', '15', '30', '45']

export function PickersPage() {
  const [today] = useState(() => new Date())
  const [date, setDate] = useState<Date | undefined>(today)
  const [weekday, setWeekday] = useState<Date | undefined>()
  const [range, setRange] = useState<DateRange | undefined>({ from: today, to: addDays(today, 4) })
  const [many, setMany] = useState<Date[] | undefined>([today])
  const [hour, setHour] = useState('09')
  const [minute, setMinute] = useState('30')
  const [time, setTime] = useState('14:00')
  return (
    <>
      <PageHeader title="Pickers" description="Date, range and time pickers. In a calendar, arrow keys move by day or week, Page Up/Down by month, Enter picks." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Date" description={date ? `Chosen: ${format(date, 'EEEE d MMMM yyyy')}` : 'No date chosen.'}>
          <DateField id="pick-date" label="Date" value={date} onChange={setDate} />
        </SectionCard>
        <SectionCard title="Weekdays only" description="Weekends and past days cannot be picked.">
          <DateField id="pick-weekday" label="Meeting day" value={weekday} onChange={setWeekday} disabled={[isWeekend, { before: today }]} />
        </SectionCard>
        <SectionCard title="Date range">
          <RangeField id="pick-range" label="Campaign dates" value={range} onChange={setRange} />
        </SectionCard>
        <SectionCard title="Time" description={`Chosen: ${hour}:${minute} and ${time}`}>
          <div className="grid grid-cols-1 gap-4">
            <fieldset className="grid grid-cols-1 gap-1.5">
              <legend className="text-sm font-medium text-soft-foreground">Start time (24-hour)</legend>
              <div className="flex items-center gap-2">
                <NativeSelect aria-label="Hour" value={hour} onChange={(e) => setHour(e.target.value)} className="w-24">
                  {HOURS.map((h) => <option key={h}>{h}</option>)}
                </NativeSelect>
                <span aria-hidden>:</span>
                <NativeSelect aria-label="Minute" value={minute} onChange={(e) => setMinute(e.target.value)} className="w-24">
                  {MINUTES.map((m) => <option key={m}>{m}</option>)}
                </NativeSelect>
              </div>
            </fieldset>
            <div className="grid grid-cols-1 gap-1.5">
              <Label htmlFor="pick-time">End time (the browser’s picker)</Label>
              <Input id="pick-time" type="time" value={time} onChange={(e) => setTime(e.target.value)} className="w-40" />
            </div>
          </div>
        </SectionCard>
        <SectionCard title="Inline, several dates" description={`${many?.length ?? 0} dates chosen`} className="lg:col-span-2">
          <Calendar mode="multiple" selected={many} onSelect={setMany} />
        </SectionCard>
      </div>
    </>
  )
}
