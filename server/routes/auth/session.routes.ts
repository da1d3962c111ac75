import { createRoute } from '@hono/zod-openapi'
import { findUserById, toMe, toUserData } from '../../domain/accounts'
import { changePassword, endSessions } from '../../domain/sessions'
import { guardPasswordCheck } from '../../domain/sign-in-limits'
import { errorResponses, jsonBody, jsonResponse, MessageSchema } from '../../lib/api-schemas'
import { requireAuth, signAccessToken } from '../../lib/auth'
import { badRequest, unauthorized } from '../../lib/errors'
import { createRouter } from '../../lib/router'
import { passwordCheckOf } from './password-check'
import { ChangePasswordBodySchema, MeResponseSchema, SessionResponseSchema } from './auth.schemas'

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

const logoutRoute = createRoute({
  method: 'post',
  path: '/logout',
  tags: ['Auth'],
  summary: 'Sign out: ends the access token on the server',
  description: "Moves the account's token version, so every token issued before stops working (all of the account's sessions end).",
  middleware: [requireAuth] as const,
  responses: { 200: jsonResponse('Signed out', MessageSchema), ...errorResponses(401) },
})

const changePasswordRoute = createRoute({
  method: 'post',
  path: '/change-password',
  tags: ['Auth'],
  summary: 'Change the password; ends every other session and returns a new token for this one',
  middleware: [requireAuth] as const,
  request: { body: jsonBody(ChangePasswordBodySchema) },
  responses: { 200: jsonResponse('Password changed, with a fresh token', SessionResponseSchema), ...errorResponses(400, 401, 413, 415, 422, 429) },
})

export const sessionRouter = createRouter()
  .openapi(meRoute, async (c) => {
    const { userId } = c.var.auth
    const user = await findUserById(c.var.database.db, userId)
    if (!user) throw unauthorized('This account no longer exists.')
    return c.json(toMe(user, c.var.env), 200)
  })
  .openapi(logoutRoute, async (c) => {
    await endSessions(c.var.database.db, c.var.auth.userId)
    return c.json({ message: 'You are signed out.' }, 200)
  })
  .openapi(changePasswordRoute, async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json')
    const { env, database, auth } = c.var
    const user = await guardPasswordCheck(passwordCheckOf(c, auth.email), () => changePassword(database.db, auth.userId, currentPassword, newPassword))
    if (!user) throw badRequest('Your current password is incorrect')
    const accessToken = await signAccessToken({ userId: user.id, role: user.role, email: user.email, tokenVersion: user.tokenVersion }, c.var.jwtSecret, env.JWT_TTL_HOURS)
    return c.json({ accessToken, userData: toUserData(user) }, 200)
  })
