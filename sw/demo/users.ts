import * as z from 'zod/mini'
import type { DemoUser } from '../../src/db/demo-schema'
import { matchesQuery, nextId, paginate, sortByPath } from './list'
import { intParam, isRecord, parseWith, queryOf, readJson, requireNumericId, sortParam, textParam, toId } from './request'
import { badRequest, defineRoute, json, notFound, type DemoRoute } from './route'

const ROLES = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const
const PLANS = ['basic', 'team', 'company', 'enterprise'] as const
const STATUSES = ['active', 'inactive', 'pending'] as const
const BILLING = ['Manual - Credit Card', 'Manual - Paypal', 'Manual - Cash', 'Auto Debit'] as const

const newUser = z.object({
  fullName: z.string().check(z.trim(), z.minLength(1)),
  username: z.string().check(z.trim(), z.minLength(1)),
  email: z.email(),
  company: z.optional(z.string()),
  role: z.optional(z.enum(ROLES)),
  country: z.optional(z.string()),
  contact: z.optional(z.string()),
  billing: z.optional(z.enum(BILLING)),
  currentPlan: z.optional(z.enum(PLANS)),
  status: z.optional(z.enum(STATUSES)),
  avatar: z.optional(z.string()),
  avatarColor: z.optional(z.string()),
})

export const usersRoutes: DemoRoute[] = [
  defineRoute('GET', '/api/users/list/all-data', async (_req, _params, { db }) => {
    return json(200, await db.demoUsers.toArray())
  }),

  defineRoute('POST', '/apps/users/add-user', async (req, _params, { db }) => {
    const body = await readJson(req)
    const data = parseWith(newUser, isRecord(body) && isRecord(body.user) ? body.user : body)
    const user = await db.transaction('rw', db.demoUsers, async () => {
      const created: DemoUser = {
        id: nextId(await db.demoUsers.toArray()),
        fullName: data.fullName,
        username: data.username,
        email: data.email,
        company: data.company ?? '',
        role: data.role ?? 'subscriber',
        country: data.country ?? '',
        contact: data.contact ?? '',
        billing: data.billing ?? 'Auto Debit',
        currentPlan: data.currentPlan ?? 'basic',
        status: data.status ?? 'pending',
        avatar: data.avatar ?? '',
        avatarColor: data.avatarColor ?? 'light-primary',
      }
      await db.demoUsers.add(created)
      return created
    })
    return json(201, { user })
  }),

  defineRoute('GET', '/api/users/list/data', async (req, _params, { db }) => {
    const query = queryOf(req)
    const q = textParam(query, 'q')
    const role = textParam(query, 'role')
    const status = textParam(query, 'status')
    const currentPlan = textParam(query, 'currentPlan')
    const perPage = intParam(query, 'perPage', 10)
    const page = intParam(query, 'page', 1)
    const sort = sortParam(query, 'asc')
    const sortColumn = textParam(query, 'sortColumn', 'fullName')
    const filtered = (await db.demoUsers.toArray()).filter(
      (user) =>
        matchesQuery(q, user.email, user.fullName, user.billing) &&
        (!role || user.role === role) &&
        (!status || user.status === status) &&
        (!currentPlan || user.currentPlan === currentPlan),
    )
    const sorted = sortByPath(filtered, sortColumn, sort)
    return json(200, { total: sorted.length, users: paginate(sorted, perPage, page) })
  }),

  defineRoute('GET', '/api/users/user', async (req, _params, { db }) => {
    const raw = queryOf(req).get('id')
    if (raw === null) throw badRequest('id is required')
    const id = toId(raw)
    const user = await db.demoUsers.get(id)
    if (!user) throw notFound(`User ${id} not found`)
    return json(200, { user })
  }),

  defineRoute('DELETE', '/apps/users/delete', async (req, _params, { db }) => {
    const id = await requireNumericId(req)
    const deleted = await db.transaction('rw', db.demoUsers, async () => {
      if (!(await db.demoUsers.get(id))) return false
      await db.demoUsers.delete(id)
      return true
    })
    if (!deleted) throw notFound(`User ${id} not found`)
    return json(200, { id })
  }),
]
