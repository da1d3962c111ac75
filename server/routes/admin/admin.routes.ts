import { createRoute } from '@hono/zod-openapi'
import { toUserData } from '../../domain/accounts'
import { createAdmin, listAdmins, updateAdmin } from '../../domain/admins'
import { platformTotals } from '../../domain/dashboard'
import { marketplaceCounts } from '../../domain/market-dashboards'
import { errorResponses, jsonBody, jsonResponse } from '../../lib/api-schemas'
import { requireAuth, requireRole } from '../../lib/auth'
import { createRouter } from '../../lib/router'
import { AdminListSchema, AdminResponseSchema, DashboardSchema, ProcessAdminBodySchema } from './admin.schemas'

const tags = ['Admin']

const viewAdminRoute = createRoute({
  method: 'get',
  path: '/manage/user/admin/viewAdmin',
  tags,
  summary: 'All admin accounts (admin)',
  middleware: [requireAuth, requireRole('admin')] as const,
  responses: { 200: jsonResponse('Admins', AdminListSchema), ...errorResponses(401, 403) },
})

const processAdminRoute = createRoute({
  method: 'post',
  path: '/manage/user/admin/processAdmin',
  tags,
  summary: 'Create an admin ({ fullName, email, password }) or update one ({ id, ... }) (admin)',
  middleware: [requireAuth, requireRole('admin')] as const,
  request: { body: jsonBody(ProcessAdminBodySchema) },
  responses: {
    200: jsonResponse('The updated admin', AdminResponseSchema),
    201: jsonResponse('The new admin', AdminResponseSchema),
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
})

const dashboardRoute = createRoute({
  method: 'get',
  path: '/manage/user/agents/get-data-for-dashboard',
  tags,
  summary: 'Platform totals for the admin home (admin)',
  middleware: [requireAuth, requireRole('admin')] as const,
  responses: { 200: jsonResponse('Totals', DashboardSchema), ...errorResponses(401, 403) },
})

export const adminRouter = createRouter()
  .openapi(viewAdminRoute, async (c) => c.json({ admins: (await listAdmins(c.var.database.db)).map(toUserData) }, 200))
  .openapi(processAdminRoute, async (c) => {
    const body = c.req.valid('json')
    const { db } = c.var.database
    if (body.id) return c.json({ admin: toUserData(await updateAdmin(db, body.id, body)) }, 200)
    // The schema guarantees all three when there is no id.
    const { fullName = '', email = '', password = '' } = body
    return c.json({ admin: toUserData(await createAdmin(db, { fullName, email, password }, c.var.money)) }, 201)
  })
  .openapi(dashboardRoute, async (c) => {
    const { db } = c.var.database
    return c.json({ ...(await platformTotals(db)), marketplace: await marketplaceCounts(db), money: await c.var.money.totals(db) }, 200)
  })
