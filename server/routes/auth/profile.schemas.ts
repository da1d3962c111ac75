import { z } from '@hono/zod-openapi'
import { socialHostOf } from '../../lib/social-url'
import { FullNameSchema } from './auth.schemas'

/** The networks a profile links to, and the hosts each link must point at. */
export const SOCIAL_NETWORKS = {
  tiktok: { label: 'TikTok', hosts: ['tiktok.com'] },
  instagram: { label: 'Instagram', hosts: ['instagram.com'] },
  youtube: { label: 'YouTube', hosts: ['youtube.com', 'youtu.be'] },
  x: { label: 'X', hosts: ['x.com', 'twitter.com'] },
} as const
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS

/** A link for one network: an https link on that network, or '' to remove it. */
const linkFor = (network: SocialNetwork) => {
  const { label, hosts } = SOCIAL_NETWORKS[network]
  return z
    .string({ error: `${label} link must be text` })
    .trim()
    .max(500, `${label} link must be at most 500 characters`)
    .refine((v) => v === '' || (hosts as readonly string[]).includes(socialHostOf(v) ?? ''), `${label} link must be an https link to your ${label} profile`)
}

export const SocialLinksSchema = z
  .strictObject(
    { tiktok: linkFor('tiktok').optional(), instagram: linkFor('instagram').optional(), youtube: linkFor('youtube').optional(), x: linkFor('x').optional() },
    { error: 'socialLinks may only name tiktok, instagram, youtube and x' },
  )
  .openapi('SocialLinks')

/**
 * What a user may change about their own profile. Strict: anything else (role, approval, balance,
 * another user's id) is refused with a 400 rather than ignored, so a forged body cannot pass unseen.
 */
export const UpdateProfileBodySchema = z
  .strictObject(
    {
      fullName: FullNameSchema.optional(),
      socialLinks: SocialLinksSchema.optional(),
      /** The file name `/upload_file` returned for an image the caller uploaded; null removes the avatar. */
      avatar: z
        .string({ error: 'avatar must be the file name /upload_file returned for the image' })
        .regex(/^[0-9a-f]{32}\.(png|jpg|webp)$/, 'avatar must be the file name /upload_file returned for a png, jpeg or webp image')
        .nullable()
        .optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Only fullName, socialLinks and avatar can be changed here (not ${issue.keys.join(', ')})` : undefined) },
  )
  .refine((b) => b.fullName !== undefined || b.socialLinks !== undefined || b.avatar !== undefined, 'Send at least one of fullName, socialLinks or avatar')
  .openapi('UpdateProfileBody')
