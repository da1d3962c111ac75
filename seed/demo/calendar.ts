import type { CalendarEvent, CalendarName } from '../../src/db/demo-schema'
import { anchorMonthDay } from './dates'

export const CALENDARS: CalendarName[] = ['Business', 'Holiday', 'Personal', 'ETC', 'Family']

// [title, calendar, day of the anchor month, start hour or null for all-day, length in hours or days]
const EVENTS: [string, CalendarName, number, number | null, number, string?][] = [
  ['Design Review', 'Business', 3, 10, 1, 'Walk through the new sound detail page with the team.'],
  ['Meeting With Client', 'Business', 6, 14, 2, 'Quarterly campaign review with Lumen Records.'],
  ['Family Trip', 'Family', 8, null, 3],
  ["Doctor's Appointment", 'Personal', 9, 9, 1],
  ['Dart Game?', 'ETC', 10, 18, 2],
  ['Meditation', 'Personal', 12, 7, 1],
  ['Dinner', 'Family', 13, 19, 2],
  ['Product Review', 'Business', 14, 11, 1],
  ['Public Holiday', 'Holiday', 16, null, 1],
  ['Studio Session', 'Business', 17, 13, 4, 'Record the vocal takes for the summer campaign.'],
  ['Monthly Meeting', 'Business', 20, 15, 1],
  ['Release Party', 'ETC', 21, 20, 3],
  ['Team Retro', 'Business', 23, 16, 1],
  ['Birthday Lunch', 'Family', 24, 12, 2],
  ['Yoga Class', 'Personal', 26, 8, 1],
  ['Bank Holiday', 'Holiday', 27, null, 1],
]

const pad = (n: number) => String(n).padStart(2, '0')

// Days stay between 3 and 27 so a month shift at seeding time never spills into the next month.
export function buildCalendarEvents(): CalendarEvent[] {
  return EVENTS.map(([title, calendar, day, hour, length, description], index) => {
    const date = anchorMonthDay(day)
    const timed = hour !== null
    const event: CalendarEvent = {
      id: index + 1,
      url: '',
      title,
      start: timed ? `${date}T${pad(hour)}:00:00.000Z` : date,
      end: timed ? `${date}T${pad(Math.min(hour + length, 23))}:00:00.000Z` : anchorMonthDay(day + length),
      allDay: !timed,
      extendedProps: { calendar },
    }
    if (description) event.extendedProps.description = description
    return event
  })
}
