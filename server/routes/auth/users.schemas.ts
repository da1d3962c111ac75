import { z } from '@hono/zod-openapi'
import { APPROVAL_STATUSES, INFLUENCER_VALUES, ROLES, SIGNUP_ROLES, SPAM_VIDEO_STATUSES } from '../../lib/account-values'
import { IdSchema } from '../../lib/api-schemas'
import { SinceSchema } from '../../lib/sync-cursor'
import { EmailSchema, UserDataSchema } from './auth.schemas'

const page = z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be 1 or more')

export const UsersQuerySchema = z.object({
  role: z.enum(ROLES).optional(),
  approvalStatus: z.enum(APPROVAL_STATUSES).optional(),
  /** Matches name or e-mail, case-insensitively. */
  q: z.string().max(200).optional(),
  page: page.default(1),
  perPage: page.max(500, 'must be at most 500').default(100),
  /** A cursor from a previous answer: only accounts changed after it, in change order (page is ignored). */
  since: SinceSchema.optional(),
})

export const UserListSchema = z
  .object({
    users: z.array(UserDataSchema),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
    /** Accounts deleted after `since` (empty without it). */
    deleted: z.array(z.string()),
    /** Pass as `since` to get only later changes. */
    cursor: z.string().nullable(),
    /** Another page follows (with `since`: ask again from `cursor`). */
    hasMore: z.boolean(),
  })
  .openapi('UserList')

export const UserResponseSchema = z.object({ user: UserDataSchema }).openapi('UserResponse')

export const UserIdQuerySchema = z.object({ userid: IdSchema })
export const UserEmailQuerySchema = z.object({ email: EmailSchema })

export const DeleteUserBodySchema = z
  .object({ uid: IdSchema, password: z.string().max(1024).optional().openapi({ description: 'Required to delete your own account' }) })
  .openapi('DeleteUserBody')

export const UpdateEmailBodySchema = z
  .object({
    uid: IdSchema,
    email: EmailSchema,
    /** The caller's current password; required when changing one's own e-mail. */
    password: z.string().max(1024).optional(),
  })
  .openapi('UpdateEmailBody')

export const UpdateRoleBodySchema = z
  .object({ uid: IdSchema, role: z.enum(SIGNUP_ROLES, { error: `must be one of ${SIGNUP_ROLES.join(', ')} (admins are made with processAdmin)` }) })
  .openapi('UpdateRoleBody')

export const UpdateSpecialityBodySchema = z
  .object({ uid: IdSchema, speciality: z.string().trim().max(100, 'must be at most 100 characters').nullable() })
  .openapi('UpdateSpecialityBody')

export const UpdateSpamVideosBodySchema = z.object({ uid: IdSchema, status: z.enum(SPAM_VIDEO_STATUSES) }).openapi('UpdateSpamVideosBody')
export const UpdateApprovalBodySchema = z.object({ uid: IdSchema, status: z.enum(APPROVAL_STATUSES) }).openapi('UpdateApprovalBody')
export const UpdateInfluencerBodySchema = z.object({ uid: IdSchema, status: z.enum(INFLUENCER_VALUES) }).openapi('UpdateInfluencerBody')
