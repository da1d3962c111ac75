import { createRoute } from '@hono/zod-openapi'
import { decideVerification, listVerifications, requestVerification, verificationView } from '../../domain/follower-verification'
import { errorResponses, jsonBody, jsonResponse } from '../../lib/api-schemas'
import { requireAuth, requireRole } from '../../lib/auth'
import { createRouter } from '../../lib/router'
import {
  ConfirmVerificationBodySchema,
  FollowersScraperBodySchema,
  VerificationListSchema,
  VerificationResponseSchema,
  VerificationsQuerySchema,
} from './followers.schemas'

const tags = ['Follower verification']

const scraperRoute = createRoute({
  method: 'post',
  path: '/followers-scraper',
  tags,
  summary: "Ask for the caller's (a creator's) followers to be verified from a profile link",
  description: 'Without FOLLOWER_CHECK_URL the request waits for an admin; with it, the checked count is attached for the admin to confirm.',
  middleware: [requireAuth, requireRole('tiktoker')] as const,
  request: { body: jsonBody(FollowersScraperBodySchema) },
  responses: { 201: jsonResponse('The recorded request', VerificationResponseSchema), ...errorResponses(400, 401, 403, 409, 422) },
})

const listRoute = createRoute({
  method: 'get',
  path: '/auth/get-follower-verifications',
  tags,
  summary: 'Follower verification requests, newest first (admin)',
  middleware: [requireAuth, requireRole('admin')] as const,
  request: { query: VerificationsQuerySchema },
  responses: { 200: jsonResponse('Requests', VerificationListSchema), ...errorResponses(400, 401, 403) },
})

const confirmRoute = createRoute({
  method: 'post',
  path: '/auth/confirm-follower-verification',
  tags,
  summary: 'Confirm a follower count (verified) or reject a request (admin)',
  middleware: [requireAuth, requireRole('admin')] as const,
  request: { body: jsonBody(ConfirmVerificationBodySchema) },
  responses: { 200: jsonResponse('The decided request', VerificationResponseSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
})

export const followersRouter = createRouter()
  .openapi(scraperRoute, async (c) => {
    const { profileUrl } = c.req.valid('json')
    const row = await requestVerification(c.var.database.db, c.var.services.followerChecker, c.var.auth.userId, profileUrl)
    return c.json({ verification: verificationView(row) }, 201)
  })
  .openapi(listRoute, async (c) => {
    const rows = await listVerifications(c.var.database.db, c.req.valid('query').status)
    return c.json({ verifications: rows.map((r) => ({ ...verificationView(r.verification), user: r.user })) }, 200)
  })
  .openapi(confirmRoute, async (c) => {
    const { id, followers, status } = c.req.valid('json')
    const row = await decideVerification(c.var.database.db, c.var.auth.userId, id, { followers, status })
    return c.json({ verification: verificationView(row) }, 200)
  })
