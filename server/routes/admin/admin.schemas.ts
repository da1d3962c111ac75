import { z } from '@hono/zod-openapi'
import { APPROVAL_STATUSES, ROLES } from '../../lib/account-values'
import { IdSchema } from '../../lib/api-schemas'
import { EmailSchema, FullNameSchema, PasswordSchema, UserDataSchema } from '../auth/auth.schemas'
import { MoneyTotalsSchema } from '../dashboards/dashboards.schemas'

export const AdminListSchema = z.object({ admins: z.array(UserDataSchema) }).openapi('AdminList')

/**
 * With `id`: update that admin account (any of fullName, email, password); without: create one,
 * which needs all three. One object rather than a union, so a missing field gets its own message.
 */
export const ProcessAdminBodySchema = z
  .object({ id: IdSchema.optional(), fullName: FullNameSchema.optional(), email: EmailSchema.optional(), password: PasswordSchema.optional() })
  .superRefine((v, ctx) => {
    if (v.id) {
      if (v.fullName === undefined && v.email === undefined && v.password === undefined) {
        ctx.addIssue({ code: 'custom', message: 'Send at least one of fullName, email, password to update an admin' })
      }
      return
    }
    for (const field of ['fullName', 'email', 'password'] as const) {
      if (v[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: `${field} is required to create an admin` })
    }
  })
  .openapi('ProcessAdminBody')

export const AdminResponseSchema = z.object({ admin: UserDataSchema }).openapi('AdminResponse')

const counts = <T extends readonly string[]>(keys: T) => z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<T[number], z.ZodNumber>)

export const DashboardSchema = z
  .object({
    users: z.object({ total: z.number().int(), byRole: counts(ROLES), byApprovalStatus: counts(APPROVAL_STATUSES) }),
    pendingFollowerVerifications: z.number().int(),
    pendingBrandApplications: z.number().int(),
    categories: z.number().int(),
    uploads: z.number().int(),
    marketplace: z.object({
      activeSounds: z.number().int(),
      activeRequests: z.number().int(),
      heldSlots: z.number().int(),
      pendingApprovals: z.number().int(),
      approvedUses: z.number().int(),
    }),
    /** Money across the platform (minor units): paid in, fees earned, paid out, and held by users now. */
    money: MoneyTotalsSchema,
  })
  .openapi('AdminDashboard')
