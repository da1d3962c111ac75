import * as z from 'zod/mini'
import type { CalendarEvent } from '../../src/db/demo-schema'
import { nextId } from './list'
import { idSchema, isRecord, listParam, parseWith, queryOf, readJson, requireNumericId } from './request'
import { defineRoute, json, notFound, type DemoRoute } from './route'

const CALENDARS = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const

const extendedProps = z.object({
  calendar: z.enum(CALENDARS),
  description: z.optional(z.string()),
  location: z.optional(z.string()),
})

const newEvent = z.object({
  title: z.string().check(z.trim(), z.minLength(1)),
  start: z.string().check(z.minLength(1)),
  end: z.optional(z.string()),
  allDay: z.optional(z.boolean()),
  url: z.optional(z.string()),
  extendedProps: z.optional(extendedProps),
})

const eventUpdate = z.object({
  id: idSchema,
  title: z.optional(z.string().check(z.trim(), z.minLength(1))),
  start: z.optional(z.string().check(z.minLength(1))),
  end: z.optional(z.string()),
  allDay: z.optional(z.boolean()),
  url: z.optional(z.string()),
  extendedProps: z.optional(extendedProps),
})

/** The template posts `{ event }`; a bare event object is accepted too. */
const eventOf = (body: unknown) => (isRecord(body) && isRecord(body.event) ? body.event : body)

export const calendarRoutes: DemoRoute[] = [
  defineRoute('GET', '/apps/calendar/events', async (req, _params, { db }) => {
    // Absent means no filter; present but empty means no calendar is selected, so no events.
    const wanted = listParam(queryOf(req), 'calendars')
    const selected = wanted && new Set(wanted.map((name) => name.toLowerCase()))
    const events = (await db.calendarEvents.toArray()).filter(
      (event) => !selected || selected.has(event.extendedProps.calendar.toLowerCase()),
    )
    return json(200, events)
  }),

  defineRoute('POST', '/apps/calendar/add-event', async (req, _params, { db }) => {
    const data = parseWith(newEvent, eventOf(await readJson(req)))
    const event = await db.transaction('rw', db.calendarEvents, async () => {
      const created: CalendarEvent = {
        id: nextId(await db.calendarEvents.toArray()),
        url: data.url ?? '',
        title: data.title,
        start: data.start,
        end: data.end ?? data.start,
        allDay: data.allDay ?? false,
        extendedProps: data.extendedProps ?? { calendar: 'Business' },
      }
      await db.calendarEvents.add(created)
      return created
    })
    return json(201, { event })
  }),

  defineRoute('POST', '/apps/calendar/update-event', async (req, _params, { db }) => {
    const { id, ...changes } = parseWith(eventUpdate, eventOf(await readJson(req)))
    const event = await db.transaction('rw', db.calendarEvents, async () => {
      const found = await db.calendarEvents.get(id)
      if (!found) throw notFound(`Event ${id} not found`)
      const updated = { ...found, ...changes }
      await db.calendarEvents.put(updated)
      return updated
    })
    return json(200, { event })
  }),

  defineRoute('DELETE', '/apps/calendar/remove-event', async (req, _params, { db }) => {
    const id = await requireNumericId(req)
    const removed = await db.transaction('rw', db.calendarEvents, async () => {
      if (!(await db.calendarEvents.get(id))) return false
      await db.calendarEvents.delete(id)
      return true
    })
    if (!removed) throw notFound(`Event ${id} not found`)
    return json(200, { id })
  }),
]
