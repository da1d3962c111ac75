import { createRoute, z } from '@hono/zod-openapi'
import { requireAuth, ROLES } from '../../lib/auth'
import { createRouter } from '../../lib/router'

export const SessionSchema = z
  .object({ userId: z.string(), role: z.enum(ROLES), email: z.string() })
  .openapi('Session')

const meRoute = createRoute({
  method: 'get',
  path: '/me',
  tags: ['Auth'],
  summary: 'The signed-in caller, from the access token',
  middleware: [requireAuth] as const,
  responses: {
    200: { description: 'The caller', content: { 'application/json': { schema: SessionSchema } } },
    401: { description: 'Missing, invalid or expired token' },
  },
})

export const sessionRouter = createRouter().openapi(meRoute, (c) => c.json(c.var.auth, 200))
