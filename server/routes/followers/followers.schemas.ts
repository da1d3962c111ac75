import { z } from '@hono/zod-openapi'
import { IdSchema } from '../../lib/api-schemas'
import { socialHostOf } from '../../lib/social-url'

export const FollowersScraperBodySchema = z
  .object({
    profileUrl: z
      .string({ error: 'profileUrl is required' })
      .trim()
      .max(500, 'must be at most 500 characters')
      .refine((v) => socialHostOf(v) !== null, 'must be an https link to your profile on TikTok, Instagram, YouTube, Facebook, Snapchat, X, Likee, Triller or Kwai'),
  })
  .openapi('FollowersScraperBody')

export const VerificationSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    profileUrl: z.string(),
    platform: z.string(),
    status: z.enum(['pending', 'verified', 'rejected']),
    followers: z.number().int().nullable(),
    checker: z.string(),
    createdAt: z.string().openapi({ format: 'date-time' }),
    decidedAt: z.string().nullable(),
  })
  .openapi('FollowerVerification')

export const VerificationResponseSchema = z.object({ verification: VerificationSchema }).openapi('FollowerVerificationResponse')

export const VerificationsQuerySchema = z.object({ status: z.enum(['pending', 'verified', 'rejected']).optional() })

export const VerificationListSchema = z
  .object({
    verifications: z.array(VerificationSchema.extend({ user: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }) })),
  })
  .openapi('FollowerVerificationList')

export const ConfirmVerificationBodySchema = z
  .object({
    id: IdSchema,
    followers: z.number({ error: 'followers must be a number' }).int('followers must be a whole number').min(0).max(2_000_000_000, "followers is too large"),
    status: z.enum(['verified', 'rejected']),
  })
  .openapi('ConfirmFollowerVerificationBody')
