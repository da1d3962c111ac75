import { createRoute } from '@hono/zod-openapi'
import { findUserById, toUserData } from '../../domain/accounts'
import { errorResponses, jsonResponse } from '../../lib/api-schemas'
import { requireAuth } from '../../lib/auth'
import { unauthorized } from '../../lib/errors'
import { createRouter } from '../../lib/router'
import { MeResponseSchema } from './auth.schemas'

const meRoute = createRoute({
  method: 'get',
  path: '/me',
  tags: ['Auth'],
  summary: 'The signed-in caller with fresh account data',
  description: 'The app calls this at start to refresh its stored userData (role, approval, menu).',
  middleware: [requireAuth] as const,
  responses: {
    200: jsonResponse('The caller', MeResponseSchema),
    ...errorResponses(401),
  },
})

export const sessionRouter = createRouter().openapi(meRoute, async (c) => {
  const { userId } = c.var.auth
  const user = await findUserById(c.var.database.db, userId)
  if (!user) throw unauthorized('This account no longer exists.')
  return c.json({ userId: user.id, role: user.role, email: user.email, userData: toUserData(user) }, 200)
})
