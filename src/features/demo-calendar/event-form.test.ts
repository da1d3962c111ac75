import { describe, expect, it } from 'vitest'
import { draftOf, fieldsFor, withAllDay } from './event-form'

describe('event form', () => {
  it('starts a new event at 09:00 for an hour on the chosen day', () => {
    const fields = fieldsFor({ date: new Date(2024, 4, 14, 17, 30) })
    expect(fields.start).toBe('2024-05-14T09:00')
    expect(fields.end).toBe('2024-05-14T10:00')
    expect(fields.calendar).toBe('Business')
  })

  it('keeps all-day dates as dates and moves an end before the start to the start', () => {
    const draft = draftOf({ title: ' Trip ', calendar: 'Family', allDay: true, start: '2024-05-08', end: '2024-05-01', url: '', description: '' })
    expect(draft).toEqual({ title: 'Trip', start: '2024-05-08', end: '2024-05-08', allDay: true, url: '', extendedProps: { calendar: 'Family' } })
  })

  it('stores timed events as instants', () => {
    const draft = draftOf({ title: 'Call', calendar: 'ETC', allDay: false, start: '2024-05-08T10:00', end: '2024-05-08T11:00', url: '', description: 'notes' })
    expect(new Date(draft.start).getHours()).toBe(10)
    expect(draft.extendedProps.description).toBe('notes')
  })

  it('converts the inputs when all-day is switched', () => {
    const timed = fieldsFor({ date: new Date(2024, 4, 14) })
    const allDay = withAllDay(timed, true)
    expect(allDay.start).toBe('2024-05-14')
    expect(withAllDay(allDay, false).start).toBe('2024-05-14T09:00')
  })
})
