import { createRoute } from '@hono/zod-openapi'
import { errorResponses, jsonBody, jsonResponse } from '../../lib/api-schemas'
import { requireAuth, requireRole } from '../../lib/auth'
import {
  ApprovalFeedSchema,
  ApprovalResponseSchema,
  DecisionResponseSchema,
  ApprovalsByIdQuerySchema,
  ApprovalsQuerySchema,
  ApprovalsResponseSchema,
  ApproveAllBodySchema,
  ApproveAllResponseSchema,
  CheckClicksBodySchema,
  DecideBodySchema,
  PendingUsersSchema,
  UseSoundBodySchema,
} from './approvals.schemas'

const tags = ['Approvals']
const mirror = 'With `since` (a previous `cursor`): only what changed after it; with `status`, those that left that state are in `deleted`.'

export const useSoundRoute = createRoute({
  method: 'post',
  path: '/use-sound',
  tags,
  summary: 'Submit the video made with a sound you hold a slot on (creators); a link can be submitted once, platform-wide',
  middleware: [requireAuth, requireRole('tiktoker')] as const,
  request: { body: jsonBody(UseSoundBodySchema) },
  responses: { 201: jsonResponse('The pending approval', ApprovalResponseSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
})

const decideRequest = { body: jsonBody(DecideBodySchema) }
const decideResponses = { 200: jsonResponse('The decided approval and what its campaign has left', DecisionResponseSchema), ...errorResponses(400, 401, 403, 404, 409, 422) }

export const byArtistRoute = createRoute({
  method: 'post',
  path: '/by-artist',
  tags,
  summary: 'Approve (pays the creator from escrow, less the platform fee) or reject (frees the slot) a pending use on your sound or request',
  middleware: [requireAuth, requireRole('artist', 'brand', 'admin')] as const,
  request: decideRequest,
  responses: decideResponses,
})

export const byAdminRoute = createRoute({
  method: 'post',
  path: '/by-admin',
  tags,
  summary: 'Approve or reject any pending use (admin)',
  middleware: [requireAuth, requireRole('admin')] as const,
  request: decideRequest,
  responses: decideResponses,
})

export const approveAllRoute = createRoute({
  method: 'post',
  path: '/by-artist-approve-all',
  tags,
  summary:
    'Approve every pending use on your campaigns, or on one (artist or brand; admins name artist_id); click payouts held for review and videos still being checked or whose check found a problem are left for one-by-one decisions and listed in `skipped`',
  middleware: [requireAuth, requireRole('artist', 'brand', 'admin')] as const,
  request: { body: jsonBody(ApproveAllBodySchema) },
  responses: { 200: jsonResponse('What was approved, and what was left', ApproveAllResponseSchema), ...errorResponses(400, 401, 403, 404, 422) },
})

export const approvalsByIdRoute = createRoute({
  method: 'get',
  path: '/get-approvals-by-id',
  tags,
  summary: `Approvals seen as a role: on an artist’s sounds, a brand’s requests, a creator’s own, or all (admin). ${mirror}`,
  middleware: [requireAuth] as const,
  request: { query: ApprovalsByIdQuerySchema },
  responses: { 200: jsonResponse('Approvals, newest first', ApprovalFeedSchema), ...errorResponses(400, 401, 403) },
})

export const approvalsRoute = createRoute({
  method: 'get',
  path: '/get-approvals',
  tags,
  summary: `A creator’s own submissions and click payouts (the creator or an admin). ${mirror}`,
  middleware: [requireAuth] as const,
  request: { query: ApprovalsQuerySchema },
  responses: { 200: jsonResponse('Approvals, newest first', ApprovalFeedSchema), ...errorResponses(400, 401, 403) },
})

export const pendingUsersRoute = createRoute({
  method: 'get',
  path: '/get-users-with-pending-approvals',
  tags,
  summary: 'Creators with uses waiting for your decision (artist or brand; admins see all)',
  middleware: [requireAuth, requireRole('artist', 'brand', 'admin')] as const,
  responses: { 200: jsonResponse('Creators', PendingUsersSchema), ...errorResponses(401, 403) },
})

export const checkClicksRoute = createRoute({
  method: 'post',
  path: '/check-clicks-pending-requests',
  tags,
  summary: 'Turn accrued clicks into pending approvals paid per click (a creator’s own, an artist’s sounds, or all for admins)',
  middleware: [requireAuth, requireRole('tiktoker', 'artist', 'admin')] as const,
  request: { body: jsonBody(CheckClicksBodySchema) },
  responses: { 200: jsonResponse('The approvals created', ApprovalsResponseSchema), ...errorResponses(400, 401, 403, 422) },
})
