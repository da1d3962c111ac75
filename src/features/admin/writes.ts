import type { AdminAccountRow, VerificationRow } from '@/db/mirrors/admin'
import type { CategoryRow, PortalUserRow } from '@/db/sync-schema'
import { patchRows, upsertRow } from '@/lib/sync/overlay'
import { defineWrite, type AnyWrite, type BodySchema, type WriteKind } from '@/lib/sync/registry'
import { CreateCategoryBodySchema, UpdateCategoryBodySchema } from '@server/routes/categories/categories.schemas'
import { ProcessAdminBodySchema } from '@server/routes/admin/admin.schemas'
import { DecideBrandBodySchema } from '@server/routes/auth/brand.schemas'
import { DeleteUserBodySchema, UpdateApprovalBodySchema, UpdateEmailBodySchema, UpdateInfluencerBodySchema, UpdateRoleBodySchema, UpdateSpamVideosBodySchema, UpdateSpecialityBodySchema } from '@server/routes/auth/users.schemas'
import { ConfirmVerificationBodySchema } from '@server/routes/followers/followers.schemas'
import { ADMIN_KIND, CATEGORY_KIND } from './kinds'

// The writes the admin screens queue: changes to accounts, admins, follower verifications and
// categories (registered where the app starts, src/app/portal-writes.ts). Their lists are in
// src/lib/sync/portal/admin-lists.ts.

// ---- Changes to one account: `{ uid, <value> }` in, `{ user }` out ----

type UserResult = { user: AdminAccountRow }

/** Who the change is about, for the outbox's words ("Role of a@b.c → artist"). */
export interface Named {
  /** The account's e-mail or name as the admin saw it when acting (not sent). */
  label?: string
}

const who = (input: Named) => input.label ?? 'an account'

// `label` is only for the outbox's words: the server gets exactly its schema's fields.
const withoutLabel = <I extends Named>(input: I) => {
  const { label: _label, ...body } = input
  return { type: 'json' as const, value: body }
}

/** An account change shows on the users list and the admins list until both are pulled (and the totals). */
const ACCOUNT_LISTS = ['users', 'admin.accounts', 'admin.totals'] as const

function userChange<I extends { uid: string } & Named>(
  name: string,
  path: string,
  schema: BodySchema,
  describe: (input: I) => string,
  patch: (input: I) => Partial<PortalUserRow>,
): WriteKind<I, UserResult> {
  return defineWrite<I, UserResult>({
    name,
    schema,
    method: 'POST',
    path,
    roles: ['admin'],
    describe,
    body: withoutLabel,
    change: {
      portalUsers: (rows, input, entry) => patchRows(rows, new Set([input.uid]), entry, (r) => ({ ...r, ...patch(input) })),
      adminAccounts: (rows, input, entry) => patchRows(rows, new Set([input.uid]), entry, (r) => ({ ...r, ...patch(input) })),
    },
    pulls: ACCOUNT_LISTS,
  })
}

export type RoleInput = { uid: string; role: 'artist' | 'musician' | 'tiktoker' | 'brand' } & Named
export const updateRoleWrite = userChange<RoleInput>(ADMIN_KIND.updateRole, '/auth/update-user-account-role', UpdateRoleBodySchema, (i) => `Role of ${who(i)} → ${i.role}`, (i) => ({ role: i.role, accountType: i.role }))

export type ApprovalInput = { uid: string; status: 'pending' | 'approved' | 'rejected' } & Named
export const updateApprovalWrite = userChange<ApprovalInput>(ADMIN_KIND.updateApproval, '/auth/update-account-approval-status', UpdateApprovalBodySchema, (i) => `Approval of ${who(i)} → ${i.status}`, (i) => ({ approvalStatus: i.status }))

export type InfluencerInput = { uid: string; status: 'Yes' | 'No' } & Named
export const updateInfluencerWrite = userChange<InfluencerInput>(
  ADMIN_KIND.updateInfluencer,
  '/auth/update-account-influencer-status',
  UpdateInfluencerBodySchema,
  (i) => `Influencer flag of ${who(i)} → ${i.status}`,
  (i) => ({ influencer: i.status }),
)

export type SpamVideosInput = { uid: string; status: 'enabled' | 'disabled' } & Named
export const updateSpamVideosWrite = userChange<SpamVideosInput>(
  ADMIN_KIND.updateSpamVideos,
  '/auth/update-user-spam-videos-status',
  UpdateSpamVideosBodySchema,
  (i) => `Influencer sounds of ${who(i)} → ${i.status}`,
  (i) => ({ spamVideos: i.status }),
)

export type SpecialityInput = { uid: string; speciality: string | null } & Named
export const updateSpecialityWrite = userChange<SpecialityInput>(
  ADMIN_KIND.updateSpeciality,
  '/auth/update-user-account-speciality',
  UpdateSpecialityBodySchema,
  (i) => `Speciality of ${who(i)}`,
  (i) => ({ speciality: i.speciality || null }),
)

export type EmailInput = { uid: string; email: string } & Named
export const updateEmailWrite = userChange<EmailInput>(ADMIN_KIND.updateEmail, '/auth/update-user-email', UpdateEmailBodySchema, (i) => `E-mail of ${who(i)} → ${i.email}`, (i) => ({ email: i.email.trim().toLowerCase() }))

export type DeleteUserInput = { uid: string } & Named
export const deleteUserWrite = defineWrite<DeleteUserInput, { message: string }>({
  name: ADMIN_KIND.deleteUser,
  schema: DeleteUserBodySchema,
  method: 'POST',
  path: '/auth/delete-user',
  roles: ['admin'],
  describe: (i) => `Deleting ${who(i)}`,
  body: withoutLabel,
// Kept in the list, marked, until the server agrees: a refused deletion (open campaigns) shows why.
  // Once the server took it, gone from both lists until their pulls bring the tombstone.
  change: {
    portalUsers: (rows, input, entry) =>
      entry.status === 'confirmed' ? rows.filter((r) => r.id !== input.uid) : patchRows(rows, new Set([input.uid]), entry, (r) => ({ ...r, _deleting: true })),
    adminAccounts: (rows, input, entry) => (entry.status === 'confirmed' ? rows.filter((r) => r.id !== input.uid) : rows),
  },
  pulls: [...ACCOUNT_LISTS, 'sounds'],
})

export type BrandDecisionInput = { user_id: string; decision: 'approved' | 'rejected' } & Named
export const decideBrandWrite = defineWrite<BrandDecisionInput, UserResult>({
  name: ADMIN_KIND.decideBrand,
  schema: DecideBrandBodySchema,
  method: 'POST',
  path: '/auth/decide-brand-application',
  roles: ['admin'],
  describe: (i) => `Brand application of ${who(i)} ${i.decision}`,
  body: withoutLabel,
  change: {
    portalUsers: (rows, input, entry) =>
      patchRows(rows, new Set([input.user_id]), entry, (r) => ({ ...r, brand_applied: input.decision, ...(input.decision === 'approved' ? { role: 'brand', accountType: 'brand' } : {}) })),
  },
  pulls: ['users', 'admin.totals'],
})

// ---- Admin accounts ----

/**
 * With `id`: changes to that admin; without: a new admin (`tempId` shows it in the list until the
 * server answers with its real id). The password goes on the wire but is never kept as the input.
 */
export interface ProcessAdminInput {
  id?: string
  tempId?: string
  fullName?: string
  email?: string
  password?: string
}

const adminFields = (input: ProcessAdminInput) => ({
  ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
  ...(input.email !== undefined ? { email: input.email } : {}),
})

export const processAdminWrite = defineWrite<ProcessAdminInput, { admin: AdminAccountRow }>({
  name: ADMIN_KIND.processAdmin,
  schema: ProcessAdminBodySchema,
  method: 'POST',
  path: '/manage/user/admin/processAdmin',
  roles: ['admin'],
  describe: (i) => (i.id ? `Changes to admin ${i.email ?? i.fullName ?? ''}`.trim() : `New admin ${i.email ?? ''}`.trim()),
  body: ({ tempId: _tempId, ...body }) => ({ type: 'json', value: body }),
  record: ({ password, ...kept }) => ({ ...kept, ...(password ? { passwordChanged: true } : {}) }),
  // A new admin shows under its temporary id until the admins list brings it with its own.
  change: {
    adminAccounts: (rows, input, entry) => {
      const fields = adminFields(input)
      if (input.id) return patchRows(rows, new Set([input.id]), entry, (r) => ({ ...r, ...fields }))
      return upsertRow(rows, { id: input.tempId ?? `new-${entry.seq ?? 0}`, role: 'admin', approvalStatus: 'approved', createdAt: '', ...fields } as AdminAccountRow, entry)
    },
    portalUsers: (rows, input, entry) => (input.id ? patchRows(rows, new Set([input.id]), entry, (r) => ({ ...r, ...adminFields(input) })) : rows),
  },
  pulls: ACCOUNT_LISTS,
})

// ---- Follower verifications ----

export interface VerificationDecisionInput {
  id: string
  followers: number
  status: 'verified' | 'rejected'
  /** The creator's account (not sent): their row shows the decision at once too. */
  userId?: string
}

export const confirmVerificationWrite = defineWrite<VerificationDecisionInput, { verification: Omit<VerificationRow, 'user'> }>({
  name: ADMIN_KIND.confirmVerification,
  schema: ConfirmVerificationBodySchema,
  method: 'POST',
  path: '/auth/confirm-follower-verification',
  roles: ['admin'],
  describe: (i) => (i.status === 'verified' ? `Confirming ${i.followers.toLocaleString('en')} followers` : 'Rejecting a follower verification'),
  body: ({ id, followers, status }) => ({ type: 'json', value: { id, followers, status } }),
  change: {
    adminVerifications: (rows, i, entry) => patchRows(rows, new Set([i.id]), entry, (r) => ({ ...r, status: i.status, followers: i.followers })),
    portalUsers: (rows, i, entry) =>
      i.userId ? patchRows(rows, new Set([i.userId]), entry, (r) => ({ ...r, followerVerification: i.status, ...(i.status === 'verified' ? { followers: i.followers } : {}) })) : rows,
  },
  pulls: ['admin.verifications', 'users', 'admin.totals'],
})

// ---- Categories ----

/** `id` is made by the client (DESIGN §3), so later queued writes can name the new category. */
export interface CategoryInput {
  id: string
  name: string
}

export const createCategoryWrite = defineWrite<CategoryInput, { category: CategoryRow }>({
  name: CATEGORY_KIND.create,
  schema: CreateCategoryBodySchema,
  method: 'POST',
  path: '/category/create',
  roles: ['admin'],
  describe: (input) => `New category "${input.name}"`,
  change: { categories: (rows, input, entry) => upsertRow(rows, { id: input.id, name: input.name, createdAt: '', updatedAt: '' }, entry) },
  pulls: ['categories'],
})

export const updateCategoryWrite = defineWrite<CategoryInput, { category: CategoryRow }>({
  name: CATEGORY_KIND.update,
  schema: UpdateCategoryBodySchema,
  method: 'POST',
  path: '/category/update',
  roles: ['admin'],
  describe: (input) => `Renaming a category to "${input.name}"`,
  change: { categories: (rows, input, entry) => patchRows(rows, new Set([input.id]), entry, (r) => ({ ...r, name: input.name })) },
  pulls: ['categories'],
})

export const categoryWrites: AnyWrite[] = [createCategoryWrite, updateCategoryWrite]

export const adminWrites: AnyWrite[] = [
  updateRoleWrite,
  updateApprovalWrite,
  updateInfluencerWrite,
  updateSpamVideosWrite,
  updateSpecialityWrite,
  updateEmailWrite,
  deleteUserWrite,
  decideBrandWrite,
  processAdminWrite,
  confirmVerificationWrite,
]
