import type { campaigns, uses } from '../db/schema/marketplace'
import type { PayoutOutcome, ReportReason } from '../lib/marketplace-values'
import { formatMoney } from '../lib/money-format'
import { ref, subjectOf, what } from './market-notices'
import type { NewNotification } from './notifications'

type Campaign = Pick<typeof campaigns.$inferSelect, 'id' | 'kind' | 'title'>
type Use = Pick<typeof uses.$inferSelect, 'id' | 'kind' | 'amount' | 'fee' | 'clickCount' | 'videoUrl' | 'creatorId'>

/** The words of the payout hold's and the disputes' notifications (payout-holds.ts, disputes.ts). */

export const REPORT_REASON_WORDS: Record<ReportReason, string> = {
  sound_not_audible: 'the sound cannot be heard in it',
  video_removed: 'the video was taken down',
  not_the_creators: 'it is not the creator’s video',
  breaks_the_brief: 'it does not follow the brief',
  other: 'another reason',
}

const net = (u: Use) => u.amount - (u.fee ?? 0)

/** A hold ended: the creator hears what became of their pay; the owner hears when money came back. */
export function payoutSettledNotices(c: Campaign, u: Use, o: { how: 'release' | 'return'; outcome: PayoutOutcome; currency: string }): { creator: NewNotification; owner: NewNotification | null } {
  const data = { ...ref(c, u), amount: u.amount, net: net(u), outcome: o.outcome }
  const money = formatMoney(net(u), o.currency)
  if (o.how === 'release') {
    const why = o.outcome === 'report_released' ? ' An admin looked at the report and released it.' : ''
    return { creator: { type: 'payout_released', title: 'Pay released', message: `${subjectOf(c, u)}: ${money} is now in your available balance.${why}`, data }, owner: null }
  }
  const why = o.outcome === 'removed' ? 'the video was no longer up when the hold ended' : 'an admin upheld the report on it'
  const back = formatMoney(u.amount, o.currency)
  return {
    creator: { type: 'payout_returned', title: 'Pay returned to the campaign', message: `${subjectOf(c, u)}: ${money} went back to the campaign because ${why}.`, data },
    owner: { type: 'payout_returned', title: 'Money back to your campaign', message: `${back} for a video on ${what(c)} came back because ${why}.`, data },
  }
}

export function reportedNotice(c: Campaign, u: Use, reason: ReportReason, note: string | null): NewNotification {
  return {
    type: 'use_reported',
    title: 'Video reported',
    message: `${subjectOf(c, u)} was reported: ${REPORT_REASON_WORDS[reason]}${note ? ` (“${note}”)` : ''}. Its pay stays on hold until an admin decides.`,
    data: { ...ref(c, u), reason },
  }
}

export function reportDecidedNotice(c: Campaign, decision: 'refund' | 'release', note: string | null, u: Use): NewNotification {
  const outcome = decision === 'refund' ? 'the pay went back to the campaign' : 'the pay was released to the creator'
  return {
    type: 'report_decided',
    title: 'Report decided',
    message: `The report on a video for ${what(c)} was decided: ${outcome}.${note ? ` “${note}”` : ''}`,
    data: { ...ref(c, u), decision },
  }
}

export function appealedNotice(c: Campaign, u: Use, note: string): NewNotification {
  return { type: 'appeal_submitted', title: 'Rejection appealed', message: `A creator appealed the rejection of their video for ${what(c)}: “${note}”. An admin will decide.`, data: { ...ref(c, u) } }
}

export function appealDecidedNotice(c: Campaign, u: Use, decision: 'pay' | 'keep', note: string | null, forCreator: boolean): NewNotification {
  const outcome = decision === 'pay' ? 'it was approved and paid (on hold like every approved video)' : 'the rejection stands'
  const subject = forCreator ? `Your appeal for ${subjectOf(c, u).replace(/^Your /, 'your ')}` : `A creator's appeal on ${what(c)}`
  return { type: 'appeal_decided', title: 'Appeal decided', message: `${subject} was decided: ${outcome}.${note ? ` “${note}”` : ''}`, data: { ...ref(c, u), decision } }
}
