import { createRoute } from '@hono/zod-openapi'
import { errorResponses, jsonBody, jsonResponse } from '../../lib/api-schemas'
import { requireAuth, requireRole } from '../../lib/auth'
import { ApprovalResponseSchema } from '../approvals/approvals.schemas'
import { HoldResponseSchema } from '../sounds/sounds.schemas'
import {
  AllRequestsQuerySchema,
  BrandRequestsQuerySchema,
  CreateRequestBodySchema,
  DeleteRequestResponseSchema,
  HoldRequestBodySchema,
  RequestFeedSchema,
  RequestIdBodySchema,
  RequestLockingQuerySchema,
  RequestPageSchema,
  RequestResponseSchema,
  SubmitRequestVideoBodySchema,
} from './brand-requests.schemas'

const tags = ['Brand requests']
const brand = [requireAuth, requireRole('brand', 'admin')]
const creators = [requireAuth, requireRole('tiktoker', 'admin')]
const creator = [requireAuth, requireRole('tiktoker')]
const mirror = 'With `since` (a previous `cursor`): only what changed after it, and `deleted` ids.'

export const createRequestRoute = createRoute({
  method: 'post',
  path: '/create-request',
  tags,
  summary: 'Create a duet or script advert request and escrow slots × pay per video (brand; admin with brand_id)',
  middleware: brand,
  request: { body: jsonBody(CreateRequestBodySchema) },
  responses: {
    201: jsonResponse('The new request', RequestResponseSchema),
    200: jsonResponse('The same request, already created with this id', RequestResponseSchema),
    ...errorResponses(400, 401, 403, 409, 422),
  },
})

export const brandRequestsRoute = createRoute({
  method: 'get',
  path: '/get-brand-requests',
  tags,
  summary: `A brand’s live requests with slot counts and budget (the brand, default the caller; or an admin). ${mirror}`,
  middleware: brand,
  request: { query: BrandRequestsQuerySchema },
  responses: { 200: jsonResponse('Requests', RequestFeedSchema), ...errorResponses(400, 401, 403) },
})

export const allRequestsRoute = createRoute({
  method: 'get',
  path: '/get-all-requests',
  tags,
  summary: `Every live request, newest first (creators and admins). ${mirror}`,
  middleware: creators,
  request: { query: AllRequestsQuerySchema },
  responses: { 200: jsonResponse('Requests', RequestFeedSchema), ...errorResponses(400, 401, 403) },
})

export const requestLockingRoute = createRoute({
  method: 'get',
  path: '/get-all-requests-with-locking',
  tags,
  summary: 'A page (12) of live requests with free, held and used slots and the caller’s hold (creators and admins)',
  middleware: creators,
  request: { query: RequestLockingQuerySchema },
  responses: { 200: jsonResponse('A page of requests', RequestPageSchema), ...errorResponses(400, 401, 403) },
})

export const holdRequestRoute = createRoute({
  method: 'post',
  path: '/hold-request-slot',
  tags,
  summary: 'Hold a slot on a request for its hold time (approved, follower-verified creators); 409 when none is free',
  middleware: creator,
  request: { body: jsonBody(HoldRequestBodySchema) },
  responses: { 201: jsonResponse('The hold', HoldResponseSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
})

export const submitRequestVideoRoute = createRoute({
  method: 'post',
  path: '/submit-request-video',
  tags,
  summary: 'Submit the advert video for the request slot you hold; the brand approves it in Verifications (approval/by-artist)',
  middleware: creator,
  request: { body: jsonBody(SubmitRequestVideoBodySchema) },
  responses: { 201: jsonResponse('The pending approval', ApprovalResponseSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
})

export const deleteRequestRoute = createRoute({
  method: 'post',
  path: '/delete-request',
  tags,
  summary: 'Withdraw a request: releases held slots and refunds the unspent escrow; 409 while a video waits for a decision',
  middleware: brand,
  request: { body: jsonBody(RequestIdBodySchema) },
  responses: { 200: jsonResponse('The deleted request', DeleteRequestResponseSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
})
