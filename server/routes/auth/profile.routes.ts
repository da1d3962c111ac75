import { createRoute } from '@hono/zod-openapi'
import { toMe } from '../../domain/accounts'
import { updateProfile } from '../../domain/profile'
import { errorResponses, jsonBody, jsonResponse } from '../../lib/api-schemas'
import { requireAuth } from '../../lib/auth'
import { createRouter } from '../../lib/router'
import { MeResponseSchema } from './auth.schemas'
import { UpdateProfileBodySchema } from './profile.schemas'

const updateProfileRoute = createRoute({
  method: 'post',
  path: '/update-profile',
  tags: ['Auth'],
  summary: "Change the caller's own name, social links or avatar",
  description:
    'Always the signed-in account: the body names no user. Any other field (role, approval, balance, id) is a 400. The avatar is an image the caller uploaded with /upload_file (403 for another account\'s file).',
  middleware: [requireAuth] as const,
  request: { body: jsonBody(UpdateProfileBodySchema) },
  responses: { 200: jsonResponse('The account as it is now', MeResponseSchema), ...errorResponses(400, 401, 403, 413, 415, 422) },
})

export const profileRouter = createRouter().openapi(updateProfileRoute, async (c) => {
  const user = await updateProfile(c.var.database.db, c.var.auth.userId, c.req.valid('json'))
  return c.json(toMe(user, c.var.env), 200)
})
