import type { campaigns, uses } from '../db/schema/marketplace'
import { formatMoney } from '../lib/money-format'
import type { NewNotification } from './notifications'
import { SCREENS } from './push-messages'

type Campaign = Pick<typeof campaigns.$inferSelect, 'id' | 'kind' | 'title'>
type Use = Pick<typeof uses.$inferSelect, 'id' | 'kind' | 'amount' | 'clickCount' | 'videoUrl' | 'creatorId'>

/** The words and data of every marketplace notification, in one place so the app can rely on them. */
export const isRequest = (c: Campaign) => c.kind === 'duet' || c.kind === 'script'
export const what = (c: Campaign) => (isRequest(c) ? `your request “${c.title}”` : `“${c.title}”`)
export const ref = (c: Campaign, u?: Pick<Use, 'id' | 'kind'>) => ({ campaignId: c.id, campaignKind: c.kind, ...(u ? { useId: u.id, useKind: u.kind } : {}) })

export function submittedNotice(c: Campaign, u: Use, count: number): NewNotification {
  if (u.kind === 'clicks') {
    return {
      type: 'click_payout',
      title: 'Clicks waiting for approval',
      message: `${u.clickCount} tracked clicks on ${what(c)} wait for your approval.`,
      data: { ...ref(c, u), clicks: u.clickCount, amount: u.amount },
      screen: SCREENS.reviews,
    }
  }
  const videos = count === 1 ? 'A new video' : `${count} new videos`
  return {
    type: isRequest(c) ? 'brand_video_submitted' : 'use_submitted',
    title: isRequest(c) ? 'Advert video submitted' : 'New use of your sound',
    message: `${videos} for ${what(c)} ${count === 1 ? 'waits' : 'wait'} for your approval.`,
    data: { ...ref(c, u), count },
  }
}

/** To the creator: clicks sent on for approval, or held for the artist to review (never approved automatically). */
export function clicksAccruedNotice(c: Campaign, u: Use, currency: string, held = false): NewNotification {
  const what = `${u.clickCount} clicks on your link for “${c.title}” (${formatMoney(u.amount, currency)})`
  return {
    type: 'click_payout',
    title: held ? 'Clicks held for review' : 'Clicks sent for approval',
    message: held
      ? `${what} are held for the artist to review: they are paid once the artist approves them, not automatically.`
      : `${what} were sent to the artist for approval.`,
    data: { ...ref(c, u), clicks: u.clickCount, amount: u.amount, ...(held ? { held: true } : {}) },
    screen: SCREENS.home,
  }
}

/** How a creator's use is named in their notifications. */
export const subjectOf = (c: Campaign, u: Use) => (u.kind === 'clicks' ? `Your ${u.clickCount} clicks on “${c.title}”` : `Your video for ${isRequest(c) ? `the request “${c.title}”` : `“${c.title}”`}`)

export function decidedNotice(
  c: Campaign,
  u: Use,
  decision: 'approved' | 'rejected',
  o: { fee: number; currency: string; auto: boolean; reason?: string | null; heldUntil?: Date | null },
): NewNotification {
  const net = formatMoney(u.amount - o.fee, o.currency)
  const subject = subjectOf(c, u)
  const type = u.kind === 'clicks' ? (decision === 'approved' ? 'click_payout' : 'use_rejected') : isRequest(c) ? (decision === 'approved' ? 'brand_video_approved' : 'brand_video_rejected') : decision === 'approved' ? 'use_approved' : 'use_rejected'
  const data = { ...ref(c, u), amount: u.amount, fee: o.fee, net: u.amount - o.fee, auto: o.auto, ...(o.reason ? { reason: o.reason } : {}), ...(o.heldUntil ? { heldUntil: o.heldUntil.toISOString() } : {}) }
  if (decision === 'approved' && o.heldUntil) {
    const until = o.heldUntil.toUTCString().slice(0, 16)
    return { type, title: 'Approved: pay on hold', message: `${subject} was approved${o.auto ? ' automatically' : ''}: ${net} is on hold until ${until}, then yours to withdraw if the video is still up.`, data }
  }
  if (decision === 'approved') {
    return { type, title: 'Approved and paid', message: `${subject} was approved${o.auto ? ' automatically' : ''}: ${net} is in your wallet.`, data }
  }
  return { type, title: 'Not approved', message: `${subject} was not approved${o.reason ? `: ${o.reason}` : ''}.`, data }
}

export function holdEndedNotice(c: Campaign, how: 'expired' | 'released' | 'deleted'): NewNotification {
  if (how === 'expired') {
    return { type: 'hold_expired', title: 'Your slot expired', message: `Your hold on ${what(c)} ran out before a video was submitted; the slot is free again.`, data: ref(c) }
  }
  if (how === 'released') {
    return { type: 'hold_released', title: 'Your slot was released', message: `Your hold on ${what(c)} was released by its owner.`, data: ref(c) }
  }
  return {
    type: isRequest(c) ? 'request_deleted' : 'sound_deleted',
    title: isRequest(c) ? 'Request withdrawn' : 'Sound removed',
    message: `${isRequest(c) ? `The request “${c.title}”` : `The sound “${c.title}”`} you held a slot on was removed.`,
    data: ref(c),
  }
}

export function deletedNotice(c: Campaign, refunded: number, currency: string): NewNotification {
  return {
    type: isRequest(c) ? 'request_deleted' : 'sound_deleted',
    title: isRequest(c) ? 'Request deleted' : 'Sound deleted',
    message: `“${c.title}” was deleted${refunded > 0 ? `; ${formatMoney(refunded, currency)} of unspent budget is back in your wallet` : ''}.`,
    data: { ...ref(c), refunded },
  }
}

/** A rejected creator's held slots released and unconverted clicks forfeited (creator-closure.ts). */
export function creatorClosedNotice(released: number, forfeited: number): NewNotification {
  const parts = [
    released > 0 ? `your ${released} held ${released === 1 ? 'slot was' : 'slots were'} released` : '',
    forfeited > 0 ? `${forfeited} ${forfeited === 1 ? 'click' : 'clicks'} on your links not yet sent for approval ${forfeited === 1 ? 'was' : 'were'} forfeited` : '',
  ].filter(Boolean)
  return {
    type: 'creator_closed',
    title: forfeited > 0 ? 'Your clicks were forfeited' : 'Your slots were released',
    message: `Your account was not approved, so ${parts.join(' and ')}. Clicks already sent for approval are decided as before.`,
    data: { released, forfeited },
  }
}

const HELD_BECAUSE: Record<string, string> = {
  not_found: 'we could not find it on its platform (it may be private or deleted)',
  other_author: 'it was posted by another account than your verified one',
  posted_before_hold: 'it was posted before you held the slot',
  unverifiable: 'it could not be checked',
}

/** To the creator: a video whose check did not verify it waits for the owner's decision (video-checks.ts). */
export function heldVideoNotice(c: Campaign, u: Pick<Use, 'id' | 'kind'>, state: string): NewNotification {
  const why = HELD_BECAUSE[state] ?? HELD_BECAUSE.unverifiable!
  return {
    type: 'video_held',
    title: 'Video held for review',
    message: `Your video for ${isRequest(c) ? `the request “${c.title}”` : `“${c.title}”`} waits for ${isRequest(c) ? 'the brand' : 'the artist'} to look at it: ${why}. It is not approved automatically.`,
    data: { ...ref(c, u), state },
  }
}
