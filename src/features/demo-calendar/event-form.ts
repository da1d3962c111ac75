import { addHours, format } from 'date-fns'
import type { CalendarEvent, CalendarName } from '@/db/demo-schema'
import type { EventDraft } from './calendar-api'
import { parseEventDate } from './calendar-grid'

export interface EventFields {
  title: string
  calendar: CalendarName
  allDay: boolean
  /** `yyyy-MM-dd` when all day, `yyyy-MM-ddTHH:mm` otherwise (the values of the date inputs). */
  start: string
  end: string
  url: string
  description: string
}

const DAY = 'yyyy-MM-dd'
const MINUTE = "yyyy-MM-dd'T'HH:mm"

/** The form's starting values: an existing event, or a one-hour event at 09:00 on a chosen day. */
export function fieldsFor(editing: { event: CalendarEvent } | { date: Date }): EventFields {
  if ('event' in editing) {
    const { event } = editing
    const pattern = event.allDay ? DAY : MINUTE
    return {
      title: event.title,
      calendar: event.extendedProps.calendar,
      allDay: event.allDay,
      start: format(parseEventDate(event.start), pattern),
      end: format(parseEventDate(event.end || event.start), pattern),
      url: event.url,
      description: event.extendedProps.description ?? '',
    }
  }
  const start = new Date(editing.date)
  start.setHours(9, 0, 0, 0)
  return { title: '', calendar: 'Business', allDay: false, start: format(start, MINUTE), end: format(addHours(start, 1), MINUTE), url: '', description: '' }
}

/** Switching all-day on or off keeps the day and converts the input values. */
export function withAllDay(fields: EventFields, allDay: boolean): EventFields {
  const convert = (value: string) => {
    const date = parseEventDate(value.length === 10 ? value : `${value}:00`)
    if (Number.isNaN(date.getTime())) return value
    if (!allDay) date.setHours(9, 0, 0, 0)
    return format(date, allDay ? DAY : MINUTE)
  }
  return { ...fields, allDay, start: convert(fields.start), end: convert(fields.end) }
}

/** The event to store: all-day dates stay dates, timed ones become instants; the end is never before the start. */
export function draftOf(fields: EventFields): EventDraft {
  const toValue = (value: string) => (fields.allDay ? value.slice(0, 10) : new Date(value).toISOString())
  const start = toValue(fields.start)
  let end = fields.end ? toValue(fields.end) : start
  if (parseEventDate(end) < parseEventDate(start)) end = start
  const extendedProps: EventDraft['extendedProps'] = { calendar: fields.calendar }
  if (fields.description.trim()) extendedProps.description = fields.description.trim()
  return { title: fields.title.trim(), start, end, allDay: fields.allDay, url: fields.url.trim(), extendedProps }
}
