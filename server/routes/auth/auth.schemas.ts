import { z } from '@hono/zod-openapi'
import {
  APPROVAL_STATUSES,
  BRAND_APPLICATION_STATUSES,
  FOLLOWER_VERIFICATION_STATUSES,
  INFLUENCER_VALUES,
  ROLES,
  SIGNUP_ROLES,
  SPAM_VIDEO_STATUSES,
} from '../../lib/account-values'

/** A CASL-style rule the app's guards and menu read. */
export const AbilitySchema = z.object({ action: z.string(), subject: z.string() }).openapi('Ability')

/** The account as the app stores it after sign-up, login and /auth/me. */
export const UserDataSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    fullName: z.string(),
    role: z.enum(ROLES),
    ability: z.array(AbilitySchema),
    /** Equals role; the app lets it override the role when choosing a menu. */
    accountType: z.string(),
    brand_applied: z.enum(BRAND_APPLICATION_STATUSES),
    influencer: z.enum(INFLUENCER_VALUES),
    approvalStatus: z.enum(APPROVAL_STATUSES),
    spamVideos: z.enum(SPAM_VIDEO_STATUSES),
    speciality: z.string().nullable(),
    followerVerification: z.enum(FOLLOWER_VERIFICATION_STATUSES),
    followers: z.number().int().nullable(),
    /** Public social profiles by network (tiktok, instagram, youtube, x). */
    socialLinks: z.record(z.string(), z.string()),
    avatarUrl: z.string().nullable(),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('UserData')
export type UserData = z.infer<typeof UserDataSchema>

export const EmailSchema = z.email({ error: 'Enter a valid e-mail address' }).max(254, 'E-mail address is too long')
export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
export const FullNameSchema = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(1, 'Full name is required')
  .max(120, 'Full name must be at most 120 characters')

export const SignupBodySchema = z
  .object({ fullName: FullNameSchema, email: EmailSchema, password: PasswordSchema, role: z.enum(SIGNUP_ROLES) })
  .openapi('SignupBody')

export const LoginBodySchema = z
  .object({ email: EmailSchema, password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024) })
  .openapi('LoginBody')

export const SessionResponseSchema = z.object({ accessToken: z.string(), userData: UserDataSchema }).openapi('SessionResponse')

export const ResetRequestBodySchema = z.object({ email: EmailSchema }).openapi('PasswordResetRequest')

const ResetCodeSchema = z.string({ error: 'Reset code is required' }).min(16, 'This reset code is not valid').max(128, 'This reset code is not valid')

export const ResetCodeQuerySchema = z.object({ code: ResetCodeSchema })

export const ResetCodeUserSchema = z
  .object({ email: z.string(), fullName: z.string(), expiresAt: z.string().openapi({ format: 'date-time' }) })
  .openapi('ResetCodeUser')

export const ChangePasswordBodySchema = z
  .object({ currentPassword: z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(1024), newPassword: PasswordSchema })
  .openapi('ChangePasswordBody')

export const DeleteSelfSchema = z.string().max(1024).optional()

export const ResetPasswordBodySchema = z.object({ code: ResetCodeSchema, password: PasswordSchema }).openapi('ResetPasswordBody')

export const MeResponseSchema = z
  .object({
    userId: z.uuid(),
    role: z.enum(ROLES),
    email: z.string(),
    userData: UserDataSchema,
    /** Where to write for help (SUPPORT_EMAIL); null when the deployment names none. */
    supportEmail: z.email().nullable(),
    /** The platform's fee on each payment to a creator, in basis points (PLATFORM_FEE_BPS), so approvals can show it. */
    platformFeeBps: z.number().int(),
  })
  .openapi('Me')
