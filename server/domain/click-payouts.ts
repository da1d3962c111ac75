import { randomUUID } from 'node:crypto'
import { and, asc, count, countDistinct, eq, gte, inArray, isNull, max, min, or, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { users } from '../db/schema/accounts'
import { campaigns, clicks, uses } from '../db/schema/marketplace'
import { touchCampaign, lockCampaign, type Actor } from './campaigns'
import { clickStanding, dropUnconvertedClicks } from './creator-closure'
import type { HoldReason } from '../lib/marketplace-values'
import { nowSql } from '../lib/sql-time'
import type { ClickReviewConfig, MarketConfig } from './market-config'
import { clicksAccruedNotice, submittedNotice } from './market-notices'
import { notify } from './notifications'
import type { UseRow } from './uses'

export interface ClickEvidence {
  /** The batch's clicks and the creator's clicks on the sound in the window's earlier batches still waiting or paid. */
  clicks: number
  /** Distinct networks (IPv4 /24, IPv6 /64) the clicks came from. */
  networks: number
  firstAt: Date
  lastAt: Date
  /** The creator's verified followers when the batch was made (0 when not verified). */
  followers: number
}

/**
 * Whether a batch of clicks looks farmed, judged on the evidence over the review window: many
 * clicks from few networks, or far more clicks than the creator has verified followers. A window
 * with few clicks is never held. Such a batch waits for the artist or an admin; the auto-approval
 * job passes it over.
 */
export function reviewReason(e: Pick<ClickEvidence, 'clicks' | 'networks' | 'followers'>, rules: ClickReviewConfig): HoldReason | null {
  if (e.clicks < rules.minClicks) return null
  if (e.clicks > rules.clicksPerNetwork * Math.max(1, e.networks)) return 'few_networks'
  if (e.clicks > rules.followerMultiple * e.followers) return 'beyond_followers'
  return null
}

/**
 * Turns accrued clicks into pending approvals paid at the sound's pay per click, as far as the
 * click budget still allows (clicks beyond it stay unpaid). A creator converts their own clicks,
 * an artist those on their sounds, an admin all; one approval per sound and creator per call, and
 * only for creators approved now.
 */
export async function convertClicks(db: Executor, o: { actor: Actor; campaignId?: string; market: MarketConfig }): Promise<UseRow[]> {
  const mine = o.actor.role === 'admin' ? undefined : o.actor.role === 'tiktoker' ? eq(clicks.creatorId, o.actor.userId) : eq(campaigns.ownerId, o.actor.userId)
  const pairs = await db
    .selectDistinct({ campaignId: clicks.campaignId, creatorId: clicks.creatorId })
    .from(clicks)
    .innerJoin(campaigns, eq(campaigns.id, clicks.campaignId))
    .where(and(isNull(clicks.useId), eq(campaigns.status, 'active'), mine, o.campaignId ? eq(clicks.campaignId, o.campaignId) : undefined))
  const created: UseRow[] = []
  for (const pair of pairs) {
    const row = await db.transaction((tx: Tx) => convertOne(tx, pair.campaignId, pair.creatorId, o.market))
    if (row) created.push(row)
  }
  return created
}

async function convertOne(tx: Tx, campaignId: string, creatorId: string, market: MarketConfig): Promise<UseRow | null> {
  const c = await lockCampaign(tx, campaignId)
  if (!c || c.status !== 'active' || !c.payPerClick) return null
  const open = and(eq(clicks.campaignId, c.id), eq(clicks.creatorId, creatorId), isNull(clicks.useId))
  // A deleted creator's clicks are dropped (nobody is left to pay); one not approved now keeps them
  // for after the admin's decision (a rejection forfeits them, creator-closure.ts).
  const standing = await clickStanding(tx, creatorId)
  if (standing === 'gone') await dropUnconvertedClicks(tx, creatorId, c.id)
  if (standing !== 'earns') return null
  const [accrued] = await tx.select({ n: count() }).from(clicks).where(open)
  const [committed] = await tx
    .select({ sum: sql<number>`coalesce(sum(${uses.amount}), 0)`.mapWith(Number) })
    .from(uses)
    .where(and(eq(uses.campaignId, c.id), eq(uses.kind, 'clicks'), inArray(uses.status, ['pending', 'approved'])))
  const affordable = Math.floor((c.clickBudget - (committed?.sum ?? 0)) / c.payPerClick)
  const n = Math.min(accrued?.n ?? 0, affordable)
  if (n <= 0) return null
  const useId = randomUUID()
  const batch = tx.select({ id: clicks.id }).from(clicks).where(open).orderBy(asc(clicks.createdAt), asc(clicks.id)).limit(n)
  const ids = (await batch).map((r) => r.id)
  const evidence = await evidenceOf(tx, { campaignId: c.id, creatorId, ids, windowHours: market.clickReview.windowHours })
  const reason = reviewReason(evidence, market.clickReview)
  const [use] = await tx
    .insert(uses)
    .values({
      id: useId,
      campaignId: c.id,
      creatorId,
      ownerId: c.ownerId,
      kind: 'clicks',
      clickCount: n,
      amount: n * c.payPerClick,
      held: reason !== null,
      heldReason: reason,
      windowClicks: evidence.clicks,
      clickNetworks: evidence.networks,
      firstClickAt: evidence.firstAt,
      lastClickAt: evidence.lastAt,
      creatorFollowers: evidence.followers,
    })
    .returning()
  await tx.update(clicks).set({ useId }).where(inArray(clicks.id, ids))
  await touchCampaign(tx, c.id)
  await notify(tx, c.ownerId, submittedNotice(c, use!, 1))
  await notify(tx, creatorId, clicksAccruedNotice(c, use!, market.currency))
  return use!
}

/**
 * Counts, networks and times of a batch together with the creator's clicks on the sound over the
 * last `windowHours` in earlier batches still waiting or paid (a rejected batch no longer claims
 * anything), and the creator's verified followers now. A farm that converts after every few clicks
 * is judged on all of them: each small batch brings the window's earlier ones with it.
 */
async function evidenceOf(tx: Executor, o: { campaignId: string; creatorId: string; ids: string[]; windowHours: number }): Promise<ClickEvidence> {
  const since = sql`${nowSql()} - make_interval(secs => ${o.windowHours * 3600}::double precision)`
  const earlier = and(gte(clicks.createdAt, since), inArray(uses.status, ['pending', 'approved']))
  const [agg] = await tx
    .select({
      n: count(),
      // Clicks from before networks were recorded count as one network each (nothing to group by).
      networks: sql<number>`${countDistinct(clicks.network)} + count(*) filter (where ${clicks.network} is null)`.mapWith(Number),
      firstAt: min(clicks.createdAt),
      lastAt: max(clicks.createdAt),
    })
    .from(clicks)
    .leftJoin(uses, eq(uses.id, clicks.useId))
    .where(and(eq(clicks.campaignId, o.campaignId), eq(clicks.creatorId, o.creatorId), or(inArray(clicks.id, o.ids), earlier)))
  const [creator] = await tx.select({ followers: users.followers, verification: users.followerVerification }).from(users).where(eq(users.id, o.creatorId))
  const followers = creator?.verification === 'verified' ? (creator.followers ?? 0) : 0
  const at = (v: Date | string | null | undefined) => new Date(v ?? Date.now())
  return { clicks: agg?.n ?? 0, networks: agg?.networks ?? 0, firstAt: at(agg?.firstAt), lastAt: at(agg?.lastAt), followers }
}
