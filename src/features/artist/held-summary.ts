import { format, isSameDay, isValid, parseISO } from 'date-fns'
import { groupThousands } from '@server/lib/money-format'
import type { ApprovalRow } from '@/db/mirrors/market'

type Held = Pick<ApprovalRow, 'held' | 'heldReason' | 'clickEvidence'>

// Grouped by hand: `toLocaleString` would load the locale data inside the dashboard's render.
const plural = (n: number, one: string) => `${Number.isInteger(n) ? groupThousands(String(n)) : n.toLocaleString('en')} ${one}${n === 1 ? '' : 's'}`

/**
 * Why a click payout waits for a person, in plain words with its evidence, e.g. "Held for review:
 * 41 clicks from 2 networks between 10:02 and 10:09 (the creator has 120 verified followers)."
 * Null when it is not held.
 */
export function heldSummary(a: Held): string | null {
  if (!a.held) return null
  const e = a.clickEvidence
  if (!e) return 'Held for review: these clicks look farmed.'
  const first = e.firstAt ? parseISO(e.firstAt) : null
  const last = e.lastAt ? parseISO(e.lastAt) : null
  let when = ''
  if (first && last && isValid(first) && isValid(last)) {
    const pattern = isSameDay(first, last) ? 'HH:mm' : 'yyyy-MM-dd HH:mm'
    when = ` between ${format(first, pattern)} and ${format(last, pattern)}${isSameDay(first, last) ? ` on ${format(first, 'yyyy-MM-dd')}` : ''}`
  }
  const followers = e.followers > 0 ? `the creator has ${plural(e.followers, 'verified follower')}` : 'the creator has no verified followers'
  return `Held for review: ${plural(e.clicks, 'click')} from ${plural(e.networks, 'network')}${when} (${followers}).`
}

/** The rule that held it. */
export function heldReasonText(reason: Held['heldReason']): string | null {
  if (reason === 'few_networks') return 'Many clicks came from few networks, which is what bought or scripted clicks look like.'
  if (reason === 'beyond_followers') return 'There are far more clicks than the creator has verified followers.'
  return null
}
