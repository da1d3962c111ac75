import { APPROVE_ALL_SKIPS, type VideoPlatform } from '@server/lib/marketplace-values'
import type { ApprovalRow } from '@/db/mirrors/market'
import { formatDateTime } from './format'

/** What the check of a submitted video found (the server's VideoCheck). */
export type VideoCheck = NonNullable<ApprovalRow['videoCheck']>
/** How a check reads at a glance: still going, fine, worth a look, or wrong. */
export type CheckTone = 'busy' | 'good' | 'look' | 'bad'
/** Who reads it: the campaign's owner (or an admin) deciding, or the creator who submitted it. */
export type CheckViewer = 'owner' | 'creator'

export const PLATFORM_NAME: Record<VideoPlatform, string> = { tiktok: 'TikTok', youtube: 'YouTube', instagram: 'Instagram', facebook: 'Facebook' }

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** A gap in words: "5 minutes", "3 hours", "2 days". */
export function gapInWords(ms: number): string {
  const minutes = Math.max(1, Math.round(Math.abs(ms) / 60_000))
  if (minutes < 60) return plural(minutes, 'minute')
  const hours = Math.round(minutes / 60)
  if (hours < 24) return plural(hours, 'hour')
  return plural(Math.round(hours / 24), 'day')
}

/** Why a video could not be checked, in a sentence for the one reading it. */
function unverifiableText(c: VideoCheck, viewer: CheckViewer, who: string): string {
  const site = c.platform ? PLATFORM_NAME[c.platform] : null
  switch (c.reason) {
    case 'checks_off':
      return 'Videos are not checked on this portal.'
    case 'not_configured':
      return `We cannot check ${site ?? 'these'} videos yet.`
    case 'platform_unreachable':
      return `We could not check this video (${site ?? 'the site'} did not answer).`
    case 'no_verified_account':
      return viewer === 'creator'
        ? `We could not check that this video is yours: you have no verified account on ${site ?? 'this site'}. Ask for follower verification with your ${site ? `${site} ` : ''}profile link to have your videos checked.`
        : `We could not check who posted it: ${who} has no verified account on ${site ?? 'this site'}.`
    case 'author_unknown':
      return `The video is on ${site ?? 'the site'}, but ${site ?? 'the site'} does not tell us who posted it.`
    default:
      return 'We cannot check videos on this site.'
  }
}

/**
 * The check in plain words, e.g. "Posted by @kemi on TikTok, 2 days after the slot was held." or
 * "We could not find this video. It may be private or deleted." `who` names the creator for the
 * owner; `pending` adds what happens next while the video waits for a decision.
 */
export function checkSummary(c: VideoCheck, o: { viewer: CheckViewer; who?: string | null; pending: boolean }): { tone: CheckTone; text: string } {
  const who = o.who ?? 'the creator'
  const owner = o.viewer === 'owner'
  const site = c.platform ? PLATFORM_NAME[c.platform] : 'its site'
  const waits = o.pending ? (owner ? ' Look at it before approving: it is not approved automatically.' : ' It waits for a person to look at it.') : ''
  const gap = c.postedAt && c.heldAt ? Date.parse(c.postedAt) - Date.parse(c.heldAt) : null
  switch (c.state) {
    case 'checking':
      return { tone: 'busy', text: 'Checking the video…' }
    case 'verified': {
      const after = gap !== null ? `, ${gapInWords(gap)} after ${owner ? 'the slot was held' : 'you held the slot'}` : ''
      return { tone: 'good', text: `${owner ? 'Posted' : 'Checked: posted'} by ${c.author ?? c.account ?? (owner ? who : 'you')} on ${site}${after}.` }
    }
    case 'not_found':
      return { tone: 'bad', text: owner ? `We could not find this video. It may be private or deleted.${waits}` : `We could not find this video. Is it public?${waits}` }
    case 'other_author': {
      const by = c.author ?? 'someone else'
      const account = c.account ? ` (${c.account})` : ''
      return { tone: 'bad', text: owner ? `This video is by ${by}, not by ${who}’s verified account${account}.${waits}` : `This video is by ${by}, not by your verified account${account}.${waits}` }
    }
    case 'posted_before_hold': {
      const when = c.postedAt ? ` on ${formatDateTime(c.postedAt).slice(0, 10)}` : ''
      const before = gap !== null ? `, ${gapInWords(gap)} before` : ' before'
      return { tone: 'bad', text: `This video was posted${when}${before} ${owner ? 'the slot was held' : 'you held the slot'}.${waits}` }
    }
    default:
      return { tone: 'look', text: `${unverifiableText(c, o.viewer, who)}${waits}` }
  }
}

const LEFT_BY_APPROVE_ALL = new Set<string>(APPROVE_ALL_SKIPS)

/**
 * Whether approve-all leaves this pending use for a decision of its own, as the server does: a
 * click payout held for review, or a video still being checked or whose check found a problem.
 */
export const approveAllLeaves = (a: Pick<ApprovalRow, 'held' | 'videoCheck'>): boolean => Boolean(a.held) || LEFT_BY_APPROVE_ALL.has(a.videoCheck?.state ?? '')
