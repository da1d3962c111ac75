import { inArray } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { users } from '../db/schema/accounts'
import { campaigns } from '../db/schema/marketplace'
import type { TransactionView } from '../wallet/wallet.schemas'
import { familyOf, type Family } from './campaigns'

// The wallet knows movements, user ids and references such as `sound:<id>`; people want to read
// "Paid for your video on 'Lagos Nights' by DJ Ade". This turns one into the other for the
// portal's transaction list, from the viewer's side, with no id or internal reference in it.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface CampaignFacts {
  family: Family
  title: string
  slots: number
}

export interface DescribeContext {
  campaigns: ReadonlyMap<string, CampaignFacts>
  names: ReadonlyMap<string, string>
}

/** `sound:<id>` or `request:<id>` → the campaign id; anything else → null. */
export function campaignIdOf(reference: string | null): string | null {
  const match = /^(?:sound|request):([0-9a-f-]{36})$/i.exec(reference ?? '')
  return match ? match[1]!.toLowerCase() : null
}

/** The other side as people read it: a user's name, or the label the wallet gave it (a bank account). */
export function counterpartyNameOf(t: Pick<TransactionView, 'counterparty'>, names: ReadonlyMap<string, string>): string | null {
  if (!t.counterparty) return null
  if (UUID.test(t.counterparty)) return names.get(t.counterparty.toLowerCase()) ?? null
  return t.counterparty
}

const quoted = (title: string) => `'${title}'`
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** One transaction in a sentence, from the side of the user whose list it is in. */
export function describeTransaction(t: Pick<TransactionView, 'type' | 'direction' | 'counterparty' | 'reference'>, ctx: DescribeContext): string {
  const campaignId = campaignIdOf(t.reference)
  const campaign = campaignId ? ctx.campaigns.get(campaignId) : undefined
  const family = campaign?.family ?? (t.reference?.startsWith('request:') ? 'request' : 'sound')
  const what = campaign ? quoted(campaign.title) : family === 'request' ? 'a brand request' : 'a sound'
  const other = counterpartyNameOf(t, ctx.names)
  const preposition = family === 'request' ? 'for' : 'on'
  switch (t.type) {
    case 'fund':
      return 'Money added to your wallet'
    case 'escrow':
      if (!campaign) return `Held for ${what}`
      return `Held for ${what}, ${family === 'request' ? plural(campaign.slots, 'video', 'videos') : plural(campaign.slots, 'slot', 'slots')}`
    case 'pay':
    case 'release':
      return t.direction === 'credit'
        ? `Paid for your video ${preposition} ${what}${other ? ` by ${other}` : ''}`
        : `Paid ${other ?? 'a creator'} for a video ${preposition} ${what}`
    case 'refund':
      return `Unspent money returned from ${what}`
    case 'withdraw':
      return other ? `Withdrawal to ${other}` : 'Withdrawal to your bank account'
    case 'payout':
      return other ? `Sent to ${other}` : 'Sent to the bank'
    case 'payout_failed':
      return `Withdrawal${other ? ` to ${other}` : ''} failed; the money is back in your wallet`
    case 'reversal':
      return campaign ? `Reversal of a movement for ${what}` : 'Reversal of an earlier movement'
    case 'hold_release':
      return `Your pay for a video ${preposition} ${what} is free to use: the hold is over`
    case 'clawback':
      return t.direction === 'credit'
        ? `Returned to ${what}: ${other ? `${other}'s` : 'a'} video was taken down or refused on report`
        : `Taken back for your video ${preposition} ${what}: it was taken down or refused on report`
  }
}

/** The page's transactions with `description`, `counterpartyName` and `userName` added (two queries, whatever the page size). */
export async function describeTransactions(ex: Executor, items: TransactionView[]): Promise<TransactionView[]> {
  const campaignIds = [...new Set(items.map((t) => campaignIdOf(t.reference)).filter((id): id is string => id !== null))]
  const userIds = [...new Set(items.flatMap((t) => [t.userId, t.counterparty]).filter((v): v is string => Boolean(v && UUID.test(v))).map((v) => v.toLowerCase()))]
  const [campaignRows, userRows] = await Promise.all([
    campaignIds.length ? ex.select({ id: campaigns.id, kind: campaigns.kind, title: campaigns.title, slots: campaigns.slots }).from(campaigns).where(inArray(campaigns.id, campaignIds)) : [],
    userIds.length ? ex.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, userIds)) : [],
  ])
  const ctx: DescribeContext = {
    campaigns: new Map(campaignRows.map((c) => [c.id, { family: familyOf(c.kind), title: c.title, slots: c.slots }])),
    names: new Map(userRows.map((u) => [u.id, u.fullName])),
  }
  return items.map((t) => ({
    ...t,
    description: describeTransaction(t, ctx),
    counterpartyName: counterpartyNameOf(t, ctx.names),
    userName: ctx.names.get(t.userId.toLowerCase()) ?? null,
  }))
}
