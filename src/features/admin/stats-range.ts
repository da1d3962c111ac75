import type { z } from 'zod'
import { DashboardRangeQuerySchema } from '@server/routes/dashboards/dashboards.schemas'

/** `yyyy-MM-dd` of a date in UTC (the server counts days in UTC). */
export const utcDay = (d: Date) => d.toISOString().slice(0, 10)

/** The server's default range: the 30 days (UTC) ending today. */
export function lastThirtyDays(now = new Date()): { startdate: string; enddate: string } {
  const start = new Date(now.getTime() - 29 * 86_400_000)
  return { startdate: utcDay(start), enddate: utcDay(now) }
}

/** A daily series' day as a short axis label ("Nov 3"). */
export function shortDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(d.getTime()) ? day : d.toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' })
}

export type RangeInput = z.input<typeof DashboardRangeQuerySchema>

/** Checks a range with the server's own rules: the message for the field, or null when valid. */
export function rangeProblem(range: RangeInput): { field: 'startdate' | 'enddate'; message: string } | null {
  const parsed = DashboardRangeQuerySchema.safeParse(range)
  if (parsed.success) return null
  const issue = parsed.error.issues[0]
  const field = issue?.path[0] === 'startdate' ? 'startdate' : 'enddate'
  return { field, message: issue?.message ?? 'This range is not valid' }
}
