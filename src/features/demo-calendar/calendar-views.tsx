import { format, isSameDay, isSameMonth } from 'date-fns'
import type { CalendarEvent } from '@/db/demo-schema'
import { cn } from '@/lib/cn'
import type { Editing } from './calendar-app'
import { CALENDARS, eventsOn, monthGrid, parseEventDate, weekDays } from './calendar-grid'

type ViewProps = { date: Date; events: CalendarEvent[]; onEdit: (editing: Editing) => void }

const chipOf = (event: CalendarEvent) => CALENDARS.find((c) => c.name === event.extendedProps.calendar)?.chip ?? ''
const timeOf = (event: CalendarEvent) => (event.allDay ? 'All day' : format(parseEventDate(event.start), 'HH:mm'))

// The button shows the title, which its name ("title, calendar, time") starts with; the time stands
// beside it and the button stretches over the whole chip.
function EventChip({ event, onEdit, long, compact }: { event: CalendarEvent; onEdit: ViewProps['onEdit']; long?: boolean; compact?: boolean }) {
  return (
    <div className={cn('relative flex w-full flex-wrap rounded px-1.5 py-0.5 text-xs font-medium', chipOf(event), long && 'py-2 text-sm')}>
      {/* In a month cell on a phone the title gets the room; the time is in the name all the same. */}
      {event.allDay ? null : <span className={cn('mr-1 shrink-0', compact && 'max-sm:hidden')}>{timeOf(event)}</span>}
      <button
        type="button"
        onClick={(e) => {
          e.stopPropagation()
          onEdit({ event })
        }}
        className="min-w-0 flex-1 truncate text-left after:absolute after:inset-0 after:rounded"
        aria-label={`${event.title}, ${event.extendedProps.calendar}, ${timeOf(event)}`}
      >
        {event.title}
      </button>
      {long && event.extendedProps.description ? <span className="block w-full truncate font-normal">{event.extendedProps.description}</span> : null}
    </div>
  )
}

export function MonthView({ date, events, onEdit }: ViewProps) {
  const today = new Date()
  return (
    <div role="grid" aria-label={format(date, 'MMMM yyyy')} className="overflow-x-auto">
      <div role="row" className="grid grid-cols-7 sm:min-w-[42rem] border-b border-border text-center text-xs font-semibold text-muted-foreground uppercase">
        {monthGrid(date)[0]?.map((d) => <div role="columnheader" key={d.toISOString()} className="py-2">{format(d, 'EEE')}</div>)}
      </div>
      {monthGrid(date).map((week) => (
        <div role="row" key={week[0]?.toISOString()} className="grid grid-cols-7 sm:min-w-[42rem]">
          {week.map((day) => {
            const dayEvents = eventsOn(events, day)
            return (
              <div
                role="gridcell"
                key={day.toISOString()}
                onClick={() => onEdit({ date: day })}
                className={cn('min-h-28 min-w-0 cursor-pointer space-y-1 border-r border-b border-border p-1.5', !isSameMonth(day, date) && 'bg-background/50 text-slate-400')}
              >
                <span className={cn('inline-flex h-6 w-6 items-center justify-center rounded-full text-xs', isSameDay(day, today) && 'bg-brand-700 font-semibold text-white')}>{format(day, 'd')}<span className="sr-only"> {format(day, 'MMMM')}</span></span>
                {dayEvents.slice(0, 3).map((event) => <EventChip key={event.id} event={event} onEdit={onEdit} compact />)}
                {dayEvents.length > 3 ? <p className="px-1 text-xs text-slate-500">+{dayEvents.length - 3} more</p> : null}
              </div>
            )
          })}
        </div>
      ))}
    </div>
  )
}

export function WeekView({ date, events, onEdit }: ViewProps) {
  return (
    <div className="grid gap-2 sm:grid-cols-7">
      {weekDays(date).map((day) => (
        <section key={day.toISOString()} aria-label={format(day, 'EEEE d MMMM')} className="min-h-40 rounded-lg p-2 ring-1 ring-border" onClick={() => onEdit({ date: day })}>
          <h3 className={cn('mb-2 text-sm font-semibold text-soft-foreground', isSameDay(day, new Date()) && 'text-primary')}>{format(day, 'EEE d')}</h3>
          <div className="space-y-1">{eventsOn(events, day).map((event) => <EventChip key={event.id} event={event} onEdit={onEdit} />)}</div>
        </section>
      ))}
    </div>
  )
}

export function DayView({ date, events, onEdit }: ViewProps) {
  const dayEvents = eventsOn(events, date)
  return (
    <div className="space-y-2">
      {dayEvents.length === 0 ? <p className="rounded-lg p-6 text-center text-muted-foreground ring-1 ring-border">Nothing planned on this day.</p> : null}
      {dayEvents.map((event) => (
        <div key={event.id} className="flex items-start gap-3">
          <span className="w-16 shrink-0 pt-2 text-right text-sm text-muted-foreground">{timeOf(event)}</span>
          <div className="flex-1"><EventChip event={event} onEdit={onEdit} long /></div>
        </div>
      ))}
    </div>
  )
}
