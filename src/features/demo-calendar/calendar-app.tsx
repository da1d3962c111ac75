import { addDays, addMonths, addWeeks, format } from 'date-fns'
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { CalendarEvent, CalendarName } from '@/db/demo-schema'
import { cn } from '@/lib/cn'
import { useCalendarEvents } from './calendar-api'
import { CALENDARS, type CalendarView } from './calendar-grid'
import { CalendarFilters } from './calendar-filters'
import { DayView, MonthView, WeekView } from './calendar-views'
import { EventDialog } from './event-dialog'

const STEP = { month: addMonths, week: addWeeks, day: addDays }
const TITLE = { month: 'MMMM yyyy', week: "'Week of' d MMM yyyy", day: 'EEEE d MMMM yyyy' }

export type Editing = { event: CalendarEvent } | { date: Date } | null

export function CalendarApp() {
  const [date, setDate] = useState(() => new Date())
  const [view, setView] = useState<CalendarView>('month')
  const [selected, setSelected] = useState<CalendarName[]>(CALENDARS.map((c) => c.name))
  const [editing, setEditing] = useState<Editing>(null)
  const { data: events = [], error } = useCalendarEvents(selected)

  return (
    <>
      <h1 className="sr-only">Calendar</h1>
      <Card className="grid gap-0 overflow-hidden p-0 lg:grid-cols-[15rem_1fr]">
        <aside className="border-b border-border p-4 lg:border-r lg:border-b-0">
          <Button className="w-full" onClick={() => setEditing({ date })}><Plus size={16} aria-hidden /> Add event</Button>
          <CalendarFilters selected={selected} onChange={setSelected} />
        </aside>
        <section className="min-w-0 p-4" aria-label="Calendar">
          <div className="mb-4 flex flex-wrap items-center gap-2">
            <Button variant="secondary" size="icon" aria-label={`Previous ${view}`} onClick={() => setDate((d) => STEP[view](d, -1))}><ChevronLeft size={18} aria-hidden /></Button>
            <Button variant="secondary" size="icon" aria-label={`Next ${view}`} onClick={() => setDate((d) => STEP[view](d, 1))}><ChevronRight size={18} aria-hidden /></Button>
            <Button variant="secondary" onClick={() => setDate(new Date())}>Today</Button>
            <h2 className="ml-2 flex-1 text-lg font-semibold text-foreground" aria-live="polite">{format(date, TITLE[view])}</h2>
            <div role="group" aria-label="View" className="inline-flex rounded-lg bg-muted p-1">
              {(['Month', 'Week', 'Day'] as const).map((label) => {
                const v = label.toLowerCase() as CalendarView
                return (
                <button
                  key={v}
                  type="button"
                  aria-pressed={view === v}
                  onClick={() => setView(v)}
                  className={cn('rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground', view === v && 'bg-card text-primary-soft-foreground shadow-sm')}
                >
                  {label}
                </button>
                )
              })}
            </div>
          </div>
          {error ? <p role="alert" className="mb-2 text-sm text-red-600">{error}</p> : null}
          {view === 'month' ? <MonthView date={date} events={events} onEdit={setEditing} /> : null}
          {view === 'week' ? <WeekView date={date} events={events} onEdit={setEditing} /> : null}
          {view === 'day' ? <DayView date={date} events={events} onEdit={setEditing} /> : null}
        </section>
      </Card>
      <EventDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  )
}
