import { createRoute } from '@hono/zod-openapi'
import { lastDays, ownerDashboard, platformDashboard, type DayRange } from '../../domain/market-dashboards'
import { errorResponses, jsonResponse } from '../../lib/api-schemas'
import { assertSelfOrAdmin, requireAuth, requireRole } from '../../lib/auth'
import { badRequest } from '../../lib/errors'
import { createRouter } from '../../lib/router'
import { ArtistDashboardQuerySchema, ArtistDashboardSchema, DashboardRangeQuerySchema, PlatformDashboardSchema } from './dashboards.schemas'

const tags = ['Dashboards']

const artistDashboardRoute = createRoute({
  method: 'get',
  path: '/get-artist-dashboard',
  tags,
  summary: 'An artist’s (or brand’s) campaigns: per-campaign uses, clicks, spend and pending approvals, totals, and a daily series (default: last 30 days)',
  middleware: [requireAuth, requireRole('artist', 'brand', 'admin')] as const,
  request: { query: ArtistDashboardQuerySchema },
  responses: { 200: jsonResponse('The dashboard', ArtistDashboardSchema), ...errorResponses(400, 401, 403) },
})

const platformDashboardRoute = createRoute({
  method: 'get',
  path: '/get-dashboard-new',
  tags,
  summary: 'Admin statistics between startdate and enddate (inclusive, UTC days; default the last 30): sign-ups by role, sounds, uses, payouts, fees, leaders, daily series',
  middleware: [requireAuth, requireRole('admin')] as const,
  request: { query: DashboardRangeQuerySchema },
  responses: { 200: jsonResponse('The statistics', PlatformDashboardSchema), ...errorResponses(400, 401, 403) },
})

function rangeOf(q: { startdate?: string; enddate?: string }): DayRange {
  const fallback = lastDays(30, q.enddate ? new Date(`${q.enddate}T00:00:00Z`) : new Date())
  const range = { from: q.startdate ?? fallback.from, to: q.enddate ?? fallback.to }
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000
  if (days < 0 || days > 366) throw badRequest('startdate: the range must run forwards and span at most 367 days')
  return range
}

export const dashboardsRouter = createRouter()
  .openapi(artistDashboardRoute, async (c) => {
    const q = c.req.valid('query')
    assertSelfOrAdmin(c.var.auth, q.user_id)
    return c.json(await ownerDashboard(c.var.database.db, q.user_id, rangeOf(q)), 200)
  })
  .openapi(platformDashboardRoute, async (c) => c.json(await platformDashboard(c.var.database.db, rangeOf(c.req.valid('query')), c.var.money.totals), 200))
