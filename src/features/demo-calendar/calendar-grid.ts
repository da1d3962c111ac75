import { addDays, endOfMonth, endOfWeek, isSameDay, startOfDay, startOfMonth, startOfWeek } from 'date-fns'
import type { CalendarEvent, CalendarName } from '@/db/demo-schema'

export const CALENDARS: { name: CalendarName; dot: string; chip: string }[] = [
  { name: 'Business', dot: 'bg-brand-600', chip: 'bg-primary-soft text-primary-soft-foreground' },
  { name: 'Holiday', dot: 'bg-emerald-500', chip: 'bg-success-soft text-success-soft-foreground' },
  { name: 'Personal', dot: 'bg-red-500', chip: 'bg-destructive-soft text-destructive-soft-foreground' },
  { name: 'ETC', dot: 'bg-sky-500', chip: 'bg-info-soft text-info-soft-foreground' },
  { name: 'Family', dot: 'bg-amber-500', chip: 'bg-warning-soft text-warning-soft-foreground' },
]

export type CalendarView = 'month' | 'week' | 'day'

/** The weeks shown for a month, Sunday first, whole weeks only. */
export function monthGrid(date: Date): Date[][] {
  const first = startOfWeek(startOfMonth(date))
  const last = endOfWeek(endOfMonth(date))
  const weeks: Date[][] = []
  for (let day = first; day <= last; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)))
  }
  return weeks
}

export function weekDays(date: Date): Date[] {
  const first = startOfWeek(date)
  return Array.from({ length: 7 }, (_, i) => addDays(first, i))
}

/** `yyyy-MM-dd` dates are local days; anything else is an instant. */
export function parseEventDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value)
}

/**
 * Whether an event shows on a day. All-day events end on the day after their last day (as
 * calendar feeds do); timed events show on every day they touch.
 */
export function occursOn(event: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>, day: Date): boolean {
  const start = parseEventDate(event.start)
  const end = parseEventDate(event.end || event.start)
  const dayStart = startOfDay(day)
  const dayEnd = addDays(dayStart, 1)
  if (event.allDay) {
    const lastExclusive = end > start ? startOfDay(end) : addDays(startOfDay(start), 1)
    return startOfDay(start) < dayEnd && lastExclusive > dayStart
  }
  return isSameDay(start, day) || (start < dayEnd && end > dayStart)
}

/** The events of a day, all-day ones first, then by start time. */
export function eventsOn<T extends Pick<CalendarEvent, 'start' | 'end' | 'allDay'>>(events: readonly T[], day: Date): T[] {
  return events
    .filter((event) => occursOn(event, day))
    .sort((a, b) => Number(b.allDay) - Number(a.allDay) || parseEventDate(a.start).getTime() - parseEventDate(b.start).getTime())
}

/** The query string of the events call: absent shows every calendar, present but empty shows none. */
export function eventsUrl(selected: readonly CalendarName[]): string {
  if (selected.length === 0) return '/apps/calendar/events?calendars='
  const search = new URLSearchParams()
  for (const name of selected) search.append('calendars', name)
  return `/apps/calendar/events?${search.toString()}`
}
