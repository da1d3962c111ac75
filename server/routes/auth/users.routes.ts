import { createRoute } from '@hono/zod-openapi'
import { errorResponses, jsonBody, jsonResponse, MessageSchema } from '../../lib/api-schemas'
import { requireAuth, requireRole } from '../../lib/auth'
import {
  DeleteUserBodySchema,
  UpdateApprovalBodySchema,
  UpdateEmailBodySchema,
  UpdateInfluencerBodySchema,
  UpdateRoleBodySchema,
  UpdateSpamVideosBodySchema,
  UpdateSpecialityBodySchema,
  UserEmailQuerySchema,
  UserIdQuerySchema,
  UserListSchema,
  UserResponseSchema,
  UsersQuerySchema,
} from './users.schemas'

const tags = ['Users']

export const getUsersRoute = createRoute({
  method: 'get',
  path: '/get-users',
  tags,
  summary: 'All accounts, newest first, with optional filters (admin)',
  middleware: [requireAuth, requireRole('admin')] as const,
  request: { query: UsersQuerySchema },
  responses: { 200: jsonResponse('A page of accounts', UserListSchema), ...errorResponses(400, 401, 403) },
})

export const getUserByIdRoute = createRoute({
  method: 'get',
  path: '/get-user-by-id',
  tags,
  summary: "One account by id (one's own, or any for an admin)",
  middleware: [requireAuth] as const,
  request: { query: UserIdQuerySchema },
  responses: { 200: jsonResponse('The account', UserResponseSchema), ...errorResponses(400, 401, 403, 404) },
})

export const getUserByEmailRoute = createRoute({
  method: 'get',
  path: '/get-user-by-email',
  tags,
  summary: "One account by e-mail (one's own, or any for an admin)",
  middleware: [requireAuth] as const,
  request: { query: UserEmailQuerySchema },
  responses: { 200: jsonResponse('The account', UserResponseSchema), ...errorResponses(400, 401, 403, 404) },
})

export const deleteUserRoute = createRoute({
  method: 'post',
  path: '/delete-user',
  tags,
  summary: "Delete an account (one's own, or any for an admin; never the last admin)",
  middleware: [requireAuth] as const,
  request: { body: jsonBody(DeleteUserBodySchema) },
  responses: { 200: jsonResponse('Deleted', MessageSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
})

export const updateEmailRoute = createRoute({
  method: 'post',
  path: '/update-user-email',
  tags,
  summary: "Change an account's e-mail (unique); one's own needs the current password",
  middleware: [requireAuth] as const,
  request: { body: jsonBody(UpdateEmailBodySchema) },
  responses: { 200: jsonResponse('The account', UserResponseSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
})

export const updateSpecialityRoute = createRoute({
  method: 'post',
  path: '/update-user-account-speciality',
  tags,
  summary: "Set an account's speciality (one's own, or any for an admin)",
  middleware: [requireAuth] as const,
  request: { body: jsonBody(UpdateSpecialityBodySchema) },
  responses: { 200: jsonResponse('The account', UserResponseSchema), ...errorResponses(400, 401, 403, 404, 422) },
})

/** The admin-only status changes share one shape: `{ uid, <value> }` in, `{ user }` out. */
function adminChange<B extends Parameters<typeof jsonBody>[0]>(path: string, summary: string, body: B) {
  return createRoute({
    method: 'post',
    path,
    tags,
    summary,
    middleware: [requireAuth, requireRole('admin')] as const,
    request: { body: jsonBody(body) },
    responses: { 200: jsonResponse('The account', UserResponseSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
  })
}

export const updateRoleRoute = adminChange('/update-user-account-role', "Change an account's role (admin)", UpdateRoleBodySchema)
export const updateSpamVideosRoute = adminChange('/update-user-spam-videos-status', "Open or close a creator's influencer sounds (admin)", UpdateSpamVideosBodySchema)
export const updateApprovalRoute = adminChange('/update-account-approval-status', 'Approve, reject or re-open an account (admin)', UpdateApprovalBodySchema)
export const updateInfluencerRoute = adminChange('/update-account-influencer-status', "Set a creator's influencer flag (admin)", UpdateInfluencerBodySchema)
