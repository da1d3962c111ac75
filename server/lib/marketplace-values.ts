/**
 * The marketplace's closed sets of values and limits. Plain constants with no imports, so the
 * database tables, the domain and the zod schemas (which the app imports) share one definition.
 */

/** Sound campaigns: a normal sound, an influencer ("spam") sound, a video-editing-app (CapCut) sound. */
export const SOUND_KINDS = ['normal', 'influencer', 'video_app'] as const
export type SoundKind = (typeof SOUND_KINDS)[number]

/** Brand requests: a duet ad video, or a scripted "make ad video" request. */
export const REQUEST_TYPES = ['duet', 'script'] as const
export type RequestType = (typeof REQUEST_TYPES)[number]

/** Sounds and brand requests share one table: both are funded campaigns with slots. */
export const CAMPAIGN_KINDS = [...SOUND_KINDS, ...REQUEST_TYPES] as const
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number]

/** pending: its escrow waits for a wallet deployed apart to confirm; refused: that wallet refused it (never live). */
export const CAMPAIGN_STATUSES = ['active', 'deleted', 'pending', 'refused'] as const
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]

/**
 * A slot hold: `held` until its expiry (the slot is taken while it lasts), `submitted` once a video
 * was submitted for it (the slot stays taken), and freed as `expired`, `released` (by the owner or
 * an admin, or the campaign's deletion) or `rejected` (every video submitted for it was rejected).
 */
export const HOLD_STATUSES = ['held', 'submitted', 'expired', 'released', 'rejected'] as const
export type HoldStatus = (typeof HOLD_STATUSES)[number]
export const LIVE_HOLD_STATUSES = ['held', 'submitted'] as const

/** An approval: a submitted video, or accrued clicks turned into a payable request. */
export const USE_KINDS = ['video', 'clicks'] as const
export type UseKind = (typeof USE_KINDS)[number]
export const USE_STATUSES = ['pending', 'approved', 'rejected'] as const
export type UseStatus = (typeof USE_STATUSES)[number]
/** Why a click payout waits for a person: many clicks from few networks, or far beyond the creator's verified followers. */
export const HOLD_REASONS = ['few_networks', 'beyond_followers'] as const
export type HoldReason = (typeof HOLD_REASONS)[number]

/** Hosts a submitted video may live on (the host or any subdomain of it). */
export const VIDEO_HOSTS = [
  'tiktok.com',
  'instagram.com',
  'youtube.com',
  'youtu.be',
  'facebook.com',
  'fb.watch',
  'snapchat.com',
  'likee.video',
  'triller.co',
  'kwai.com',
] as const

/**
 * Hosts a sound's template link and reference videos may point at, each with its subdomains
 * (www., m., vm.tiktok.com ...): the video-editing app (CapCut) and the video platforms. Tracking
 * links send visitors nowhere else. A deployment adds hosts with the LINK_HOSTS setting.
 */
export const LINK_HOSTS = ['capcut.com', ...VIDEO_HOSTS] as const

/** Rows per page of the paged ("with locking") lists. */
export const PAGE_SIZE = 12
/**
 * A search of the paged lists counts its matches up to this many and no further (the answer
 * says "more than" past it): counting every match of a common word would read the whole
 * catalogue on every request, when no one pages through more than a few dozen pages of a search.
 */
export const SEARCH_COUNT_BOUND = 1000
export const DEFAULT_HOLD_HOURS = 48
export const MAX_HOLD_HOURS = 720
export const MAX_SLOTS = 10_000
export const DEFAULT_INFLUENCER_LINKS = 3
export const MAX_LINKS_PER_SLOT = 20
export const MAX_VIDEO_LINKS = 20

/** The perspectives get-approvals-by-id answers for (its `role` parameter). */
export const ROLES_WITH_APPROVALS = ['artist', 'musician', 'brand', 'tiktoker', 'admin'] as const

/**
 * What the check of a submitted video found (domain/video-checks.ts): `checking` until the job has
 * an answer; `verified` (it exists, its author is the creator's verified account, and a TikTok video
 * was posted after the slot was held); `not_found` (missing or private); `other_author`;
 * `posted_before_hold`; `unverifiable` (see VIDEO_CHECK_REASONS). Only `verified` is approved
 * automatically.
 */
export const VIDEO_CHECK_STATES = ['checking', 'verified', 'not_found', 'other_author', 'posted_before_hold', 'unverifiable'] as const
export type VideoCheckState = (typeof VIDEO_CHECK_STATES)[number]
/**
 * Why a video could not be checked: checking is off on this server, the site is one we cannot check,
 * the platform needs a key the server was not given, the platform did not answer after every retry,
 * the creator has no verified account on that platform, or the platform does not say who posted it.
 */
export const VIDEO_CHECK_REASONS = ['checks_off', 'unsupported_platform', 'not_configured', 'platform_unreachable', 'no_verified_account', 'author_unknown'] as const
export type VideoCheckReason = (typeof VIDEO_CHECK_REASONS)[number]
/**
 * Why approve-all leaves a pending use for a decision of its own: a click payout held for review,
 * or a video still being checked or whose check found a problem.
 */
export const APPROVE_ALL_SKIPS = ['held', 'checking', 'not_found', 'other_author', 'posted_before_hold'] as const
export type ApproveAllSkip = (typeof APPROVE_ALL_SKIPS)[number]
/** The platforms a video can be checked on. */
export const VIDEO_PLATFORMS = ['tiktok', 'youtube', 'instagram', 'facebook'] as const
export type VideoPlatform = (typeof VIDEO_PLATFORMS)[number]
/**
 * Hosts whose images a check may keep as a video's thumbnail (any subdomain of them);
 * the Content-Security-Policy lets the app load images from them and from nowhere else outside.
 */
export const THUMBNAIL_HOSTS = ['tiktokcdn.com', 'tiktokcdn-us.com', 'tiktokcdn-eu.com', 'ytimg.com', 'cdninstagram.com', 'fbcdn.net'] as const

/**
 * An approved video's pay (domain/payout-holds.ts): `on_hold` for the payout hold, then `released`
 * to the creator's available balance, or `returned` to the campaign (the video was taken down, or
 * an admin upheld a report).
 */
export const PAYOUT_STATES = ['on_hold', 'released', 'returned'] as const
export type PayoutState = (typeof PAYOUT_STATES)[number]
/**
 * Why a hold ended: the video was still up; it could not be checked (checks off, a platform we cannot
 * look at); the platform did not answer twice (the creator is not punished for it); it was gone or
 * private; an admin decided a report.
 */
export const PAYOUT_OUTCOMES = ['still_up', 'not_checked', 'unreachable', 'removed', 'report_refunded', 'report_released'] as const
export type PayoutOutcome = (typeof PAYOUT_OUTCOMES)[number]
/** Why an owner reports an approved video during its hold; `other` needs words of its own. */
export const REPORT_REASONS = ['sound_not_audible', 'video_removed', 'not_the_creators', 'breaks_the_brief', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]
/** A report (the owner, on an approved video on hold) or an appeal (the creator, once, on a rejection). */
export const DISPUTE_KINDS = ['report', 'appeal'] as const
export type DisputeKind = (typeof DISPUTE_KINDS)[number]
/** An admin's decision: a report refunds the campaign or releases the pay; an appeal pays or keeps the rejection. */
export const REPORT_DECISIONS = ['refund', 'release'] as const
export const APPEAL_DECISIONS = ['pay', 'keep'] as const
export type DisputeDecision = (typeof REPORT_DECISIONS)[number] | (typeof APPEAL_DECISIONS)[number]
