import type { PayoutOutcome, ReportReason } from '@server/lib/marketplace-values'
import type { ApprovalRow } from '@/db/mirrors/market'
import { formatDateTime } from '@/lib/portal/format'

/** The words of the payout hold, reports and appeals on approval cards (creator, owner, admin). */

export const REPORT_REASON_LABEL: Record<ReportReason, string> = {
  sound_not_audible: 'The sound cannot be heard',
  video_removed: 'The video was taken down',
  not_the_creators: 'It is not the creator’s video',
  breaks_the_brief: 'It does not follow the brief',
  other: 'Something else',
}

const OUTCOME: Record<PayoutOutcome, string> = {
  still_up: 'the video was still up when the hold ended',
  not_checked: 'the hold ended',
  unreachable: 'the hold ended (the platform could not be reached to look again)',
  removed: 'the video was no longer up when the hold ended',
  report_refunded: 'an admin upheld a report on it',
  report_released: 'an admin looked at a report and released it',
}

type Payout = NonNullable<ApprovalRow['payout']>

/** What became of an approved video's pay, in one sentence for the creator, the owner or an admin. */
export function payoutSentence(p: Payout, viewer: 'creator' | 'owner' | 'admin', o: { reported: boolean }): string {
  if (p.state === 'on_hold') {
    const until = formatDateTime(p.releaseAt)
    if (o.reported) return { creator: 'On hold: this video was reported, and its pay waits for an admin’s decision.', owner: 'On hold until an admin decides your report.', admin: 'On hold until an admin decides the report.' }[viewer]
    if (viewer === 'admin') return `The pay is on hold until ${until}.`
    return viewer === 'creator' ? `On hold until ${until}. It is yours to withdraw then, if the video is still up.` : `The pay is on hold until ${until}. You can report the video until then.`
  }
  const why = p.outcome ? OUTCOME[p.outcome] : 'the hold ended'
  if (p.state === 'released') return viewer === 'creator' ? `Released to your balance: ${why}.` : `Paid out to the creator: ${why}.`
  return viewer === 'owner' ? `Returned to your campaign: ${why}.` : `Returned to the campaign: ${why}.`
}
