import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { users } from '../db/schema/accounts'
import { clicks, slotHolds } from '../db/schema/marketplace'
import { writeTime } from '../lib/sql-time'
import { lockCampaign, touchCampaign } from './campaigns'
import { creatorClosedNotice } from './market-notices'
import { notify } from './notifications'

/** Whether clicks for a creator count and convert now: `earns`, `waits` (not an approved creator now), or `gone` (deleted). */
export type ClickStanding = 'earns' | 'waits' | 'gone'

/**
 * The creator's standing for clicks, read under a share lock after the sound's lock. A rejection
 * or deletion of the account in flight holds a stronger lock on its row, so this waits for it and
 * reads its outcome; one that starts later waits for this transaction, and then forfeits or drops
 * what this one added. Either way no click slips past the closing of the account.
 */
export async function clickStanding(tx: Executor, creatorId: string): Promise<ClickStanding> {
  const [u] = await tx.select({ role: users.role, approvalStatus: users.approvalStatus }).from(users).where(eq(users.id, creatorId)).for('share')
  if (!u) return 'gone'
  return u.role === 'tiktoker' && u.approvalStatus === 'approved' ? 'earns' : 'waits'
}

/**
 * Locks, in id order, the campaigns where the creator holds a slot or has clicks not yet turned
 * into a payout: a rejection takes them before the account's row, the order in which counting and
 * converting take the sound and then the creator (clickStanding), so neither can deadlock with it.
 */
export async function lockCreatorCampaigns(tx: Executor, creatorId: string): Promise<string[]> {
  const held = tx.select({ id: slotHolds.campaignId }).from(slotHolds).where(and(eq(slotHolds.creatorId, creatorId), eq(slotHolds.status, 'held')))
  const clicked = tx.select({ id: clicks.campaignId }).from(clicks).where(and(eq(clicks.creatorId, creatorId), isNull(clicks.useId)))
  const ids = [...new Set([...(await held), ...(await clicked)].map((r) => r.id))].sort()
  for (const id of ids) await lockCampaign(tx, id)
  return ids
}

/** Drops the creator's clicks not yet turned into a payout; answers how many. */
export async function dropUnconvertedClicks(tx: Executor, creatorId: string, campaignId?: string): Promise<number> {
  const dropped = await tx
    .delete(clicks)
    .where(and(eq(clicks.creatorId, creatorId), isNull(clicks.useId), campaignId ? eq(clicks.campaignId, campaignId) : undefined))
    .returning({ id: clicks.id })
  return dropped.length
}

/**
 * A creator an admin rejected stops earning, in the rejecting transaction: its held slots on the
 * campaigns `lockCreatorCampaigns` locked are released and its clicks not yet sent for approval
 * are forfeited, and it is told. Payouts already waiting are decided as before. A hold taken while
 * the rejection ran is left to expire: it counts no click and takes no video (clickStanding,
 * assertCreatorMay), and releasing it would lock its campaign after the account.
 */
export async function closeCreatorOfRejected(tx: Executor, creatorId: string, locked: string[]): Promise<{ released: number; forfeited: number }> {
  const released = locked.length
    ? await tx
        .update(slotHolds)
        .set({ status: 'released', updatedAt: writeTime() })
        .where(and(eq(slotHolds.creatorId, creatorId), eq(slotHolds.status, 'held'), inArray(slotHolds.campaignId, locked)))
        .returning({ campaignId: slotHolds.campaignId })
    : []
  for (const id of [...new Set(released.map((h) => h.campaignId))].sort()) await touchCampaign(tx, id)
  const forfeited = await dropUnconvertedClicks(tx, creatorId)
  if (released.length > 0 || forfeited > 0) await notify(tx, creatorId, creatorClosedNotice(released.length, forfeited))
  return { released: released.length, forfeited }
}
