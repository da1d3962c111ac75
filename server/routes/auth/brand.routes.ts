import { createRoute } from '@hono/zod-openapi'
import { applyForBrand, decideBrandApplication } from '../../domain/brand-applications'
import { errorResponses, jsonBody, jsonResponse } from '../../lib/api-schemas'
import { assertSelfOrAdmin, requireAuth, requireRole } from '../../lib/auth'
import { createRouter } from '../../lib/router'
import { toUserData } from '../../domain/accounts'
import { ApplyBrandBodySchema, DecideBrandBodySchema } from './brand.schemas'
import { UserResponseSchema } from './users.schemas'

const applyBrandRoute = createRoute({
  method: 'post',
  path: '/apply-brand',
  tags: ['Users'],
  summary: 'A creator applies to become a brand',
  middleware: [requireAuth, requireRole('tiktoker')] as const,
  request: { body: jsonBody(ApplyBrandBodySchema) },
  responses: { 200: jsonResponse('The account, brand_applied pending', UserResponseSchema), ...errorResponses(400, 401, 403, 409, 422) },
})

const decideBrandRoute = createRoute({
  method: 'post',
  path: '/decide-brand-application',
  tags: ['Users'],
  summary: "Approve (the account becomes a brand) or reject a creator's brand application (admin)",
  middleware: [requireAuth, requireRole('admin')] as const,
  request: { body: jsonBody(DecideBrandBodySchema) },
  responses: { 200: jsonResponse('The account', UserResponseSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
})

export const brandRouter = createRouter()
  .openapi(applyBrandRoute, async (c) => {
    const { user_id } = c.req.valid('json')
    const { auth } = c.var
    if (user_id) assertSelfOrAdmin(auth, user_id)
    return c.json({ user: toUserData(await applyForBrand(c.var.database.db, auth.userId)) }, 200)
  })
  .openapi(decideBrandRoute, async (c) => {
    const { user_id, decision } = c.req.valid('json')
    return c.json({ user: toUserData(await decideBrandApplication(c.var.database.db, user_id, decision)) }, 200)
  })
