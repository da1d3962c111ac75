import { randomUUID } from 'node:crypto'
import { and, count, eq, gt, inArray, lte, or, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { users } from '../db/schema/accounts'
import { slotHolds } from '../db/schema/marketplace'
import { conflict, HttpError, notFound } from '../lib/errors'
import { LIVE_HOLD_STATUSES } from '../lib/marketplace-values'
import { nowSql, writeTime } from '../lib/sql-time'
import type { UserRow } from './accounts'
import { assertOwnerOrAdmin, lockCampaign, openCampaign, touchCampaign, type Actor, type CampaignRow, type Family, type HoldRow } from './campaigns'
import { holdEndedNotice } from './market-notices'
import { notify } from './notifications'

const refuse = (message: string, code: string) => new HttpError(403, message, code)

/**
 * The creator may take part in this campaign: an approved, follower-verified creator account;
 * influencer sounds also need the influencer flag and spam videos enabled. Read fresh inside
 * the transaction, so an admin's change applies to the very next request.
 */
export async function assertCreatorMay(tx: Executor, creatorId: string, c: Pick<CampaignRow, 'kind'>): Promise<UserRow> {
  const [u] = await tx.select().from(users).where(eq(users.id, creatorId))
  if (!u) throw notFound('This account no longer exists')
  if (u.role !== 'tiktoker') throw refuse('Only creators can hold slots and submit videos', 'not_a_creator')
  if (u.approvalStatus !== 'approved') throw refuse('Your account has not been approved yet; only approved creators can hold slots', 'not_approved')
  if (u.followerVerification !== 'verified') throw refuse('Verify your followers first: only follower-verified creators can hold slots', 'followers_not_verified')
  if (c.kind === 'influencer' && (u.influencer !== 'Yes' || u.spamVideos !== 'enabled')) {
    throw refuse('Influencer sounds are open only to creators marked as influencers with spam videos enabled', 'not_influencer')
  }
  return u
}

/** Holds that take a slot at `now`: submitted ones, and held ones not yet expired. */
export const takesSlot = (now?: Date) => or(eq(slotHolds.status, 'submitted'), and(eq(slotHolds.status, 'held'), gt(slotHolds.expiresAt, nowSql(now))))

/** The creator's live hold on a campaign (held or submitted), locked, and whether its time ran out. */
export async function liveHoldOf(tx: Executor, campaignId: string, creatorId: string, now?: Date): Promise<{ hold: HoldRow; expired: boolean } | undefined> {
  const [row] = await tx
    .select({ hold: slotHolds, expired: sql<boolean>`${slotHolds.expiresAt} <= ${nowSql(now)}` })
    .from(slotHolds)
    .where(and(eq(slotHolds.campaignId, campaignId), eq(slotHolds.creatorId, creatorId), inArray(slotHolds.status, [...LIVE_HOLD_STATUSES])))
    .for('update')
  return row
}

/** Marks the campaign's overdue holds expired and tells their creators; the campaign must be locked. */
export async function expireOverdue(tx: Executor, c: CampaignRow, now?: Date): Promise<HoldRow[]> {
  const expired = await tx
    .update(slotHolds)
    .set({ status: 'expired', updatedAt: writeTime() })
    .where(and(eq(slotHolds.campaignId, c.id), eq(slotHolds.status, 'held'), lte(slotHolds.expiresAt, nowSql(now))))
    .returning()
  for (const h of expired) await notify(tx, h.creatorId, holdEndedNotice(c, 'expired'))
  return expired
}

const mismatch: Record<string, string> = {
  influencer: 'This is an influencer sound: hold it with hold-spam-sounds-slots',
  other: 'This is not an influencer sound: hold it with add-hold-slot',
}

/**
 * Holds one slot for the creator until the campaign's hold time runs out. The campaign row lock
 * makes concurrent holds queue, so when two creators race for the last slot exactly one wins
 * and the other gets 409; the partial unique index is the backstop for one live hold per creator.
 */
export async function holdSlot(db: Executor, o: { campaignId: string; family: Family; creatorId: string; influencer?: boolean; id?: string; now?: Date }): Promise<HoldRow> {
  return db.transaction(async (tx: Tx) => {
    const c = await openCampaign(tx, o.campaignId, o.family)
    if (o.family === 'sound' && (c.kind === 'influencer') !== Boolean(o.influencer)) throw conflict(mismatch[c.kind === 'influencer' ? 'influencer' : 'other']!, 'wrong_endpoint')
    if (c.slots === 0) throw conflict('This sound has no slots: creators are paid for tracked clicks on it instead', 'no_slots')
    await assertCreatorMay(tx, o.creatorId, c)
    if (o.id) {
      const [same] = await tx.select().from(slotHolds).where(eq(slotHolds.id, o.id))
      if (same && same.creatorId === o.creatorId && same.campaignId === c.id) return same
      if (same) throw conflict('Something else already has this id; use a new one', 'duplicate_id')
    }
    await expireOverdue(tx, c, o.now)
    if (await liveHoldOf(tx, c.id, o.creatorId)) throw conflict(`You already hold a slot on this ${o.family}`, 'already_holding')
    const [taken] = await tx
      .select({ n: count() })
      .from(slotHolds)
      .where(and(eq(slotHolds.campaignId, c.id), takesSlot(o.now)))
    // A refusal rolls back the expiries found on the way; the job makes them again.
    if ((taken?.n ?? 0) >= c.slots) throw conflict(`All ${c.slots} slots of this ${o.family} are taken`, 'no_free_slot')
    const [hold] = await tx
      .insert(slotHolds)
      .values({ id: o.id ?? randomUUID(), campaignId: c.id, creatorId: o.creatorId, expiresAt: sql`${nowSql(o.now)} + make_interval(hours => ${c.holdHours}::int)` })
      .returning()
    await touchCampaign(tx, c.id)
    return hold!
  })
}

/**
 * The owner (or an admin) frees held slots: the given holds, or every held one. Slots whose
 * video was already submitted are decided through approvals instead and are left alone.
 */
export async function releaseHolds(db: Executor, o: { campaignId: string; family: Family; actor: Actor; holdIds?: string[] }) {
  return db.transaction(async (tx: Tx) => {
    const c = await openCampaign(tx, o.campaignId, o.family)
    assertOwnerOrAdmin(c, o.actor)
    const released = await tx
      .update(slotHolds)
      .set({ status: 'released', updatedAt: writeTime() })
      .where(and(eq(slotHolds.campaignId, c.id), eq(slotHolds.status, 'held'), o.holdIds ? inArray(slotHolds.id, o.holdIds) : undefined))
      .returning()
    if (released.length) await touchCampaign(tx, c.id)
    for (const h of released) await notify(tx, h.creatorId, holdEndedNotice(c, 'released'))
    const done = new Set(released.map((h) => h.id))
    return { released, skipped: (o.holdIds ?? []).filter((id) => !done.has(id)) }
  })
}

/**
 * The expiry job: frees every overdue hold, a campaign at a time. Safe in several processes at
 * once: a campaign another process is working on is skipped (SKIP LOCKED) and picked up later.
 */
export async function expireDueHolds(db: Executor, o: { now?: Date; limit?: number } = {}): Promise<number> {
  const due = await db
    .selectDistinct({ id: slotHolds.campaignId })
    .from(slotHolds)
    .where(and(eq(slotHolds.status, 'held'), lte(slotHolds.expiresAt, nowSql(o.now))))
    .limit(o.limit ?? 200)
  let total = 0
  for (const { id } of due) {
    total += await db.transaction(async (tx: Tx) => {
      const c = await lockCampaign(tx, id, { skipLocked: true })
      if (!c) return 0
      const expired = await expireOverdue(tx, c, o.now)
      if (expired.length) await touchCampaign(tx, c.id)
      return expired.length
    })
  }
  return total
}
