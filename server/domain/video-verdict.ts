import type { VideoCheckReason, VideoCheckState, VideoPlatform } from '../lib/marketplace-values'
import type { VideoLookup } from '../lib/video-checker'
import { accountIdentities, tiktokPostedAt } from '../lib/video-platform'

/** A check's outcome as stored (video_checks) and served. */
export interface VideoVerdict {
  state: Exclude<VideoCheckState, 'checking'>
  reason: VideoCheckReason | null
  platform: VideoPlatform | null
  author: string | null
  /** The creator's verified account it was compared with. */
  account: string | null
  title: string | null
  thumbnailUrl: string | null
  postedAt: Date | null
}

/** What the video is compared with. */
export interface VerdictContext {
  /** The creator's follower-verified profile links on the video's platform (any may be theirs). */
  profiles: string[]
  /** When the slot was held; a TikTok video posted before it was not made for this campaign. */
  heldAt: Date | null
  /** The video's id in the submitted link, where it has one. */
  linkId: string | null
}

const kindOf = (identity: string) => identity.slice(0, identity.indexOf(':'))
const shown = (identity: string | undefined) => (identity ? (kindOf(identity) === 'handle' ? `@${identity.slice(7)}` : identity.slice(identity.indexOf(':') + 1)) : null)

/**
 * Decides a video from the platform's answer, worst finding first: not found, by another account,
 * posted before the hold; then unverifiable when there is nothing to compare the author with (no
 * verified account on that platform, or a platform that does not say who posted it); else verified.
 * Pure, so the check at release time can judge a second answer the same way.
 */
export function judgeVideo(lookup: Exclude<VideoLookup, { outcome: 'failed' }>, ctx: VerdictContext): VideoVerdict {
  const none = { author: null, account: null, title: null, thumbnailUrl: null, postedAt: null }
  if (lookup.outcome === 'unchecked') return { state: 'unverifiable', reason: lookup.reason, platform: lookup.platform, ...none }
  if (lookup.outcome === 'missing') return { state: 'not_found', reason: null, platform: lookup.platform, ...none }
  const { platform, facts } = lookup
  const mine = ctx.profiles.flatMap((p) => accountIdentities(platform, p))
  const matched = facts.authorIds.find((a) => mine.includes(a))
  const comparable = facts.authorIds.some((a) => mine.some((m) => kindOf(m) === kindOf(a)))
  const postedAt = platform === 'tiktok' ? tiktokPostedAt(facts.id ?? ctx.linkId) : null
  // TikTok's id tells the second; the hold's start counts from the start of its second.
  const early = postedAt !== null && ctx.heldAt !== null && postedAt.getTime() < Math.floor(ctx.heldAt.getTime() / 1000) * 1000
  const found = { platform, author: facts.author, account: shown(matched ?? mine[0]), title: facts.title, thumbnailUrl: facts.thumbnailUrl, postedAt }
  if (!matched && comparable) return { state: 'other_author', reason: null, ...found }
  if (early) return { state: 'posted_before_hold', reason: null, ...found }
  if (mine.length === 0) return { state: 'unverifiable', reason: 'no_verified_account', ...found }
  if (!matched) return { state: 'unverifiable', reason: 'author_unknown', ...found }
  return { state: 'verified', reason: null, ...found }
}
