import { describe, expect, it } from 'vitest'
import { eventsOn, eventsUrl, monthGrid, occursOn, weekDays } from './calendar-grid'

describe('monthGrid', () => {
  it('covers the month in whole weeks starting on Sunday', () => {
    const weeks = monthGrid(new Date(2024, 4, 15)) // May 2024 starts on a Wednesday
    expect(weeks).toHaveLength(5)
    expect(weeks[0]?.[0]?.getDate()).toBe(28) // Sunday 28 April
    expect(weeks[0]?.[3]?.getDate()).toBe(1)
    expect(weeks.every((w) => w.length === 7)).toBe(true)
  })

  it('gives seven days for a week', () => {
    const days = weekDays(new Date(2024, 4, 15))
    expect(days.map((d) => d.getDate())).toEqual([12, 13, 14, 15, 16, 17, 18])
  })
})

describe('occursOn', () => {
  it('spans all-day events up to the day before their end', () => {
    const trip = { start: '2024-05-08', end: '2024-05-11', allDay: true }
    expect(occursOn(trip, new Date(2024, 4, 8))).toBe(true)
    expect(occursOn(trip, new Date(2024, 4, 10))).toBe(true)
    expect(occursOn(trip, new Date(2024, 4, 11))).toBe(false)
    expect(occursOn(trip, new Date(2024, 4, 7))).toBe(false)
  })

  it('shows a one-day all-day event whose end equals its start', () => {
    expect(occursOn({ start: '2024-05-16', end: '2024-05-16', allDay: true }, new Date(2024, 4, 16))).toBe(true)
  })

  it('places timed events on their day', () => {
    const start = new Date(2024, 4, 3, 10).toISOString()
    const end = new Date(2024, 4, 3, 11).toISOString()
    expect(occursOn({ start, end, allDay: false }, new Date(2024, 4, 3))).toBe(true)
    expect(occursOn({ start, end, allDay: false }, new Date(2024, 4, 4))).toBe(false)
  })

  it('orders a day all-day first, then by start', () => {
    const day = new Date(2024, 4, 3)
    const late = { id: 1, start: new Date(2024, 4, 3, 15).toISOString(), end: '', allDay: false }
    const early = { id: 2, start: new Date(2024, 4, 3, 9).toISOString(), end: '', allDay: false }
    const allDay = { id: 3, start: '2024-05-03', end: '2024-05-04', allDay: true }
    expect(eventsOn([late, early, allDay], day).map((e) => e.id)).toEqual([3, 2, 1])
  })
})

describe('eventsUrl', () => {
  it('asks for the chosen calendars, or for none', () => {
    expect(eventsUrl(['Business', 'ETC'])).toBe('/apps/calendar/events?calendars=Business&calendars=ETC')
    expect(eventsUrl([])).toBe('/apps/calendar/events?calendars=')
  })
})
