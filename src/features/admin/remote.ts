import type { z } from 'zod'
import { db } from '@/db/db'
import type { LockingPageRow } from '@/db/mirrors/admin'
import { apiRequest } from '@/lib/api/client'
import { ApiError, NetworkError } from '@/lib/api/errors'
import { DashboardRangeQuerySchema, PlatformDashboardSchema } from '@server/routes/dashboards/dashboards.schemas'
import { SoundPageSchema } from '@server/routes/sounds/sounds.schemas'

// The two admin lists whose contents depend on what the admin picks (a date range, a page): asked
// of the server directly when online, and kept in their own tables so the screens open offline
// with the last answer.

export type FetchResult = { ok: true } | { ok: false; message: string; offline?: boolean }

export const OFFLINE: FetchResult = { ok: false, offline: true, message: 'You are offline: showing what was last fetched on this device.' }
/** No answer though the browser says it is online (a dropped or captive connection). */
const UNREACHABLE: FetchResult = { ok: false, offline: true, message: 'The server could not be reached: showing what was last fetched on this device.' }

function failure(err: unknown): FetchResult {
  if (err instanceof ApiError) return { ok: false, message: err.message }
  if (!navigator.onLine) return OFFLINE
  if (err instanceof NetworkError) return UNREACHABLE
  return { ok: false, message: err instanceof Error ? err.message : String(err) }
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

/** Platform statistics for a range, kept as the screen's last answer. */
export async function fetchStats(range: { startdate: string; enddate: string }): Promise<FetchResult> {
  if (!navigator.onLine) return OFFLINE
  const problem = rangeProblem(range)
  if (problem) return { ok: false, message: `${problem.field === 'startdate' ? 'Start' : 'End'} day ${problem.message}` }
  try {
    const stats = await apiRequest('/auth/get-dashboard-new', { query: range, schema: PlatformDashboardSchema })
    await db.adminStats.put({ key: 'last', startdate: range.startdate, enddate: range.enddate, stats, fetchedAt: Date.now() })
    return { ok: true }
  } catch (err) {
    return failure(err)
  }
}

/** One page (12) of sounds with their slot locking state, kept for offline. */
export async function fetchLockingPage(kind: LockingPageRow['kind'], page: number): Promise<FetchResult> {
  if (!navigator.onLine) return OFFLINE
  try {
    const body = await apiRequest('/artist/get-all-sounds-with-locking', { query: { kind, page }, schema: SoundPageSchema })
    await db.adminLockingPages.put({ key: `${kind}:${page}`, kind, page: body.page, total: body.total, perPage: body.perPage, sounds: body.sounds, fetchedAt: Date.now() })
    return { ok: true }
  } catch (err) {
    return failure(err)
  }
}
