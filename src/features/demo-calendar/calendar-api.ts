import type { CalendarEvent, CalendarName } from '@/db/demo-schema'
import { demoSend, useDemoQuery } from '@/lib/demo-query'
import { eventsUrl } from './calendar-grid'

export type EventDraft = Omit<CalendarEvent, 'id'>

export function useCalendarEvents(selected: readonly CalendarName[]) {
  return useDemoQuery<CalendarEvent[]>(eventsUrl(selected))
}

export function addEvent(event: EventDraft) {
  return demoSend<{ event: CalendarEvent }>('/apps/calendar/add-event', 'POST', { event })
}

export function updateEvent(event: CalendarEvent) {
  return demoSend<{ event: CalendarEvent }>('/apps/calendar/update-event', 'POST', { event })
}

export function removeEvent(id: number) {
  return demoSend<{ id: number }>('/apps/calendar/remove-event', 'DELETE', { id })
}
