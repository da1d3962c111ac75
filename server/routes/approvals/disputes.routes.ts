import { createRoute } from '@hono/zod-openapi'
import { errorResponses, jsonBody, jsonResponse } from '../../lib/api-schemas'
import { requireAuth, requireRole } from '../../lib/auth'
import { AppealBodySchema, ApprovalResponseSchema, DecideAppealBodySchema, DecideReportBodySchema, ReportBodySchema } from './approvals.schemas'

const tags = ['Approvals']
const answers = (what: string) => ({ 200: jsonResponse(what, ApprovalResponseSchema), ...errorResponses(400, 401, 403, 404, 409, 422) })

export const reportRoute = createRoute({
  method: 'post',
  path: '/report',
  tags,
  summary: 'Report an approved video on your sound or request while its pay is on hold; the pay stays on hold until an admin decides (once per video)',
  middleware: [requireAuth, requireRole('artist', 'brand', 'admin')] as const,
  request: { body: jsonBody(ReportBodySchema) },
  responses: answers('The approval with its report'),
})

export const decideReportRoute = createRoute({
  method: 'post',
  path: '/decide-report',
  tags,
  summary: 'Decide a report (admin): `refund` returns the pay to the campaign (escrow, or the owner’s wallet once it has ended), `release` frees it for the creator now',
  middleware: [requireAuth, requireRole('admin')] as const,
  request: { body: jsonBody(DecideReportBodySchema) },
  responses: answers('The approval after the decision'),
})

export const appealRoute = createRoute({
  method: 'post',
  path: '/appeal',
  tags,
  summary: 'Appeal the rejection of your video, once; an admin decides',
  middleware: [requireAuth, requireRole('tiktoker')] as const,
  request: { body: jsonBody(AppealBodySchema) },
  responses: answers('The approval with its appeal'),
})

export const decideAppealRoute = createRoute({
  method: 'post',
  path: '/decide-appeal',
  tags,
  summary: 'Decide an appeal (admin): `pay` approves and pays the video (on hold like every approved video), `keep` leaves it rejected',
  middleware: [requireAuth, requireRole('admin')] as const,
  request: { body: jsonBody(DecideAppealBodySchema) },
  responses: answers('The approval after the decision'),
})
