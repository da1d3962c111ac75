/**
 * The closed sets of values an account carries. Plain constants with no imports, so the zod
 * request schemas (which the app imports) and the database tables share one definition.
 */
export const ROLES = ['admin', 'artist', 'musician', 'tiktoker', 'brand'] as const
export type Role = (typeof ROLES)[number]

/** Roles a person may pick at sign-up; admins are made only by admins or ADMIN_EMAIL at start. */
export const SIGNUP_ROLES = ['artist', 'musician', 'tiktoker', 'brand'] as const
export type SignupRole = (typeof SIGNUP_ROLES)[number]

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]

export const INFLUENCER_VALUES = ['Yes', 'No'] as const
export type Influencer = (typeof INFLUENCER_VALUES)[number]

/** Whether a creator may take part in influencer ("spam") sound campaigns. */
export const SPAM_VIDEO_STATUSES = ['enabled', 'disabled'] as const
export type SpamVideoStatus = (typeof SPAM_VIDEO_STATUSES)[number]

/** A creator's application to become a brand; 'none' until they apply. */
export const BRAND_APPLICATION_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const
export type BrandApplicationStatus = (typeof BRAND_APPLICATION_STATUSES)[number]

export const FOLLOWER_VERIFICATION_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const
export type FollowerVerificationStatus = (typeof FOLLOWER_VERIFICATION_STATUSES)[number]

/** Hosts a creator's social profile may live on (the host or any subdomain of it). */
export const SOCIAL_HOSTS = [
  'tiktok.com',
  'instagram.com',
  'youtube.com',
  'youtu.be',
  'facebook.com',
  'fb.com',
  'snapchat.com',
  'x.com',
  'twitter.com',
  'likee.video',
  'likee.com',
  'triller.co',
  'kwai.com',
] as const
