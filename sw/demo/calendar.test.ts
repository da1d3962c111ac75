import { beforeEach, describe, expect, it } from 'vitest'
import type { CalendarEvent } from '../../src/db/demo-schema'
import type { DemoContext } from './route'
import { call, seededContext, TEST_NOW } from './test-support'

let ctx: DemoContext

beforeEach(async () => {
  ctx = await seededContext()
})

const calendarsOf = (events: CalendarEvent[]) => new Set(events.map((e) => e.extendedProps.calendar))

describe('GET /apps/calendar/events', () => {
  it('accepts repeated, bracketed and comma-separated calendar lists', async () => {
    for (const query of ['calendars=Business&calendars=Family', 'calendars[]=Business&calendars[]=Family', 'calendars=Business,Family']) {
      const { status, body } = await call(ctx, 'GET', `/apps/calendar/events?${query}`)
      expect(status).toBe(200)
      expect(calendarsOf(body)).toEqual(new Set(['Business', 'Family']))
    }
  })

  it('returns every event without a filter and none for an empty one', async () => {
    const all = await call(ctx, 'GET', '/apps/calendar/events')
    expect(calendarsOf(all.body)).toEqual(new Set(['Business', 'Holiday', 'Personal', 'ETC', 'Family']))
    expect((await call(ctx, 'GET', '/apps/calendar/events?calendars=')).body).toEqual([])
  })

  it('places the seeded events in the current month', async () => {
    const { body } = await call(ctx, 'GET', '/apps/calendar/events')
    const month = `${TEST_NOW.getFullYear()}-${String(TEST_NOW.getMonth() + 1).padStart(2, '0')}`
    expect(body.every((e: CalendarEvent) => e.start.startsWith(month))).toBe(true)
  })
})

describe('calendar writes', () => {
  it('adds an event with a new id and answers 201', async () => {
    const event = { title: 'Mixing session', start: '2025-03-12T10:00:00.000Z', end: '2025-03-12T12:00:00.000Z', allDay: false, extendedProps: { calendar: 'Personal' } }
    const { status, body } = await call(ctx, 'POST', '/apps/calendar/add-event', { event })
    expect(status).toBe(201)
    expect(body.event).toMatchObject({ ...event, id: 17, url: '' })
    expect(await ctx.db.calendarEvents.get(17)).toMatchObject({ title: 'Mixing session' })
  })

  it('rejects an event without a title or with an unknown calendar', async () => {
    expect((await call(ctx, 'POST', '/apps/calendar/add-event', { event: { start: '2025-03-01' } })).status).toBe(400)
    const bad = { event: { title: 'x', start: '2025-03-01', extendedProps: { calendar: 'Work' } } }
    expect((await call(ctx, 'POST', '/apps/calendar/add-event', bad)).status).toBe(400)
    expect(await ctx.db.calendarEvents.count()).toBe(16)
  })

  it('updates an event', async () => {
    const { status, body } = await call(ctx, 'POST', '/apps/calendar/update-event', { event: { id: 1, title: 'Moved review', allDay: true } })
    expect(status).toBe(200)
    expect(body.event).toMatchObject({ id: 1, title: 'Moved review', allDay: true })
    expect((await ctx.db.calendarEvents.get(1))?.title).toBe('Moved review')
    expect((await call(ctx, 'POST', '/apps/calendar/update-event', { event: { id: 99, title: 'x' } })).status).toBe(404)
  })

  it('removes an event given its id in the query or the body', async () => {
    expect((await call(ctx, 'DELETE', '/apps/calendar/remove-event?id=1')).status).toBe(200)
    expect((await call(ctx, 'DELETE', '/apps/calendar/remove-event', { id: 2 })).status).toBe(200)
    expect(await ctx.db.calendarEvents.count()).toBe(14)
    expect((await call(ctx, 'DELETE', '/apps/calendar/remove-event?id=1')).status).toBe(404)
    expect((await call(ctx, 'DELETE', '/apps/calendar/remove-event?id=x')).status).toBe(400)
  })
})
