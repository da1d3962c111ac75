import { createHash, randomUUID } from 'node:crypto'
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { users } from '../db/schema/accounts'
import { campaigns, clicks, slotHolds, uses } from '../db/schema/marketplace'
import { conflict, notFound } from '../lib/errors'
import { nowSql } from '../lib/sql-time'
import { familyOf, lockCampaign, touchCampaign, type Actor } from './campaigns'
import type { MarketConfig } from './market-config'
import { clicksAccruedNotice, submittedNotice } from './market-notices'
import { notify } from './notifications'
import { takesSlot } from './slots'
import type { UseRow } from './uses'

/**
 * Who clicked, for the once-per-day rule: a SHA-256 of the client address and user agent. No
 * cookie is needed (the link is opened from other apps, often without cookies) and the address
 * itself is never stored. Two people behind one address with the same browser count once.
 */
export const visitorId = (ip: string, userAgent: string) => createHash('sha256').update(`${ip}\n${userAgent}`).digest('hex')

/** Whether the creator has a tracking link for the sound: a live hold, or any approved creator for a video-app sound. */
async function hasTrackingLink(db: Executor, c: typeof campaigns.$inferSelect, creatorId: string, now?: Date): Promise<boolean> {
  if (c.kind === 'video_app') {
    const [u] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, creatorId), eq(users.role, 'tiktoker'), eq(users.approvalStatus, 'approved')))
    return Boolean(u)
  }
  const [h] = await db
    .select({ id: slotHolds.id })
    .from(slotHolds)
    .where(and(eq(slotHolds.campaignId, c.id), eq(slotHolds.creatorId, creatorId), takesSlot(now)))
  return Boolean(h)
}

/**
 * Counts a visit to a creator's tracking link (once per visitor per UTC day) and says where the
 * visitor goes next: the sound's template (video-editing-app sounds) or its first reference
 * video. The destination comes from the sound, never from the link, so a tracking link cannot
 * send anyone elsewhere.
 */
export async function addClick(db: Executor, o: { campaignId: string; creatorId: string; visitor: string; now?: Date }): Promise<{ counted: boolean; destination: string | null }> {
  const [c] = await db.select().from(campaigns).where(eq(campaigns.id, o.campaignId))
  if (!c || familyOf(c.kind) !== 'sound' || c.status !== 'active') throw notFound('No sound with this id')
  if (!c.payPerClick) throw conflict('Clicks are not paid for this sound, so they are not tracked', 'clicks_not_tracked')
  if (!(await hasTrackingLink(db, c, o.creatorId, o.now))) throw notFound('This creator has no tracking link for this sound')
  const rows = await db
    .insert(clicks)
    .values({ id: randomUUID(), campaignId: c.id, creatorId: o.creatorId, visitor: o.visitor, day: sql`(${nowSql(o.now)} at time zone 'UTC')::date` })
    .onConflictDoNothing()
    .returning({ id: clicks.id })
  return { counted: rows.length > 0, destination: (c.kind === 'video_app' ? c.templateLink : c.videoLinks[0]) ?? null }
}

/**
 * Turns accrued clicks into pending approvals paid at the sound's pay per click, as far as the
 * click budget still allows (clicks beyond it stay unpaid). A creator converts their own clicks,
 * an artist those on their sounds, an admin all; one approval per sound and creator per call.
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
  const [accrued] = await tx.select({ n: count() }).from(clicks).where(open)
  const [committed] = await tx
    .select({ sum: sql<number>`coalesce(sum(${uses.amount}), 0)`.mapWith(Number) })
    .from(uses)
    .where(and(eq(uses.campaignId, c.id), eq(uses.kind, 'clicks'), inArray(uses.status, ['pending', 'approved'])))
  const affordable = Math.floor((c.clickBudget - (committed?.sum ?? 0)) / c.payPerClick)
  const n = Math.min(accrued?.n ?? 0, affordable)
  if (n <= 0) return null
  const [use] = await tx
    .insert(uses)
    .values({ id: randomUUID(), campaignId: c.id, creatorId, ownerId: c.ownerId, kind: 'clicks', clickCount: n, amount: n * c.payPerClick })
    .returning()
  const batch = tx.select({ id: clicks.id }).from(clicks).where(open).orderBy(asc(clicks.createdAt), asc(clicks.id)).limit(n)
  await tx.update(clicks).set({ useId: use!.id }).where(inArray(clicks.id, batch))
  await touchCampaign(tx, c.id)
  await notify(tx, c.ownerId, submittedNotice(c, use!, 1))
  await notify(tx, creatorId, clicksAccruedNotice(c, use!, market.currency))
  return use!
}
