import type { DemoRow, DemoTableName } from '../../src/db/demo-schema'
import { SEED_ANCHOR } from '../../seed/demo/version'

const DAY = 24 * 60 * 60 * 1000
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** How far "now" is from the seed anchor: whole days, and whole calendar months. */
export interface SeedShift {
  days: number
  months: number
}

export function seedShift(now: Date): SeedShift {
  const anchor = new Date(SEED_ANCHOR)
  return {
    // Whole days, rounded down, so nothing written before the anchor lands after "now".
    days: Math.floor((now.getTime() - anchor.getTime()) / DAY),
    // Months are counted in local time: "this month" is the user's month.
    months: now.getFullYear() * 12 + now.getMonth() - (anchor.getUTCFullYear() * 12 + anchor.getUTCMonth()),
  }
}

function parse(value: string): { time: number; dateOnly: boolean } | null {
  const dateOnly = DATE_ONLY.test(value)
  const time = Date.parse(dateOnly ? `${value}T00:00:00Z` : value)
  return Number.isNaN(time) ? null : { time, dateOnly }
}

const format = (date: Date, dateOnly: boolean) => (dateOnly ? date.toISOString().slice(0, 10) : date.toISOString())

export function shiftDays(value: string, days: number): string {
  const parsed = parse(value)
  return parsed ? format(new Date(parsed.time + days * DAY), parsed.dateOnly) : value
}

/** Keeps the day of the month (seed events stay on days 1-28, so no month overflows). */
export function shiftMonths(value: string, months: number): string {
  const parsed = parse(value)
  if (!parsed) return value
  const date = new Date(parsed.time)
  date.setUTCMonth(date.getUTCMonth() + months)
  return format(date, parsed.dateOnly)
}

type Rebasers = { [K in DemoTableName]?: (row: DemoRow<K>, shift: SeedShift) => DemoRow<K> }

// Only the dates that must read as recent or upcoming move; histories (users, permissions,
// blog) keep their fixed dates.
const REBASERS: Rebasers = {
  emails: (email, { days }) => ({
    ...email,
    time: shiftDays(email.time, days),
    replies: email.replies.map((reply) => ({ ...reply, time: shiftDays(reply.time, days) })),
  }),
  kanbanTasks: (task, { days }) => ({ ...task, dueDate: shiftDays(task.dueDate, days) }),
  todoTasks: (task, { days }) => ({ ...task, dueDate: shiftDays(task.dueDate, days) }),
  invoices: (invoice, { days }) => ({
    ...invoice,
    issuedDate: shiftDays(invoice.issuedDate, days),
    dueDate: shiftDays(invoice.dueDate, days),
  }),
  chats: (chat, { days }) => ({ ...chat, chat: chat.chat.map((m) => ({ ...m, time: shiftDays(m.time, days) })) }),
  calendarEvents: (event, { months }) => ({
    ...event,
    start: shiftMonths(event.start, months),
    end: shiftMonths(event.end, months),
  }),
}

/** Moves a table's seed dates from the anchor to `now`; other tables pass through unchanged. */
export function rebaseSeedRows<K extends DemoTableName>(table: K, rows: DemoRow<K>[], now: Date): DemoRow<K>[] {
  const rebase = REBASERS[table] as ((row: DemoRow<K>, shift: SeedShift) => DemoRow<K>) | undefined
  if (!rebase) return rows
  const shift = seedShift(now)
  return rows.map((row) => rebase(row, shift))
}
