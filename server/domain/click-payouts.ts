import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { campaigns, clicks, uses } from '../db/schema/marketplace'
import { touchCampaign, lockCampaign, type Actor } from './campaigns'
import { holdWindow, reviewReason, windowEvidence } from './click-review'
import { clickStanding, dropUnconvertedClicks } from './creator-closure'
import type { MarketConfig } from './market-config'
import { clicksAccruedNotice, submittedNotice } from './market-notices'
import { notify } from './notifications'
import type { UseRow } from './uses'

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
  const evidence = await windowEvidence(tx, { campaignId: c.id, creatorId, ids, windowHours: market.clickReview.windowHours })
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
  if (reason) await holdWindow(tx, { campaignId: c.id, creatorId, windowHours: market.clickReview.windowHours }, reason, evidence)
  await touchCampaign(tx, c.id)
  await notify(tx, c.ownerId, submittedNotice(c, use!, 1))
  await notify(tx, creatorId, clicksAccruedNotice(c, use!, market.currency, reason !== null))
  return use!
}
