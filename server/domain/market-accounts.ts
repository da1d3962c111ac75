import { and, asc, eq, or } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { campaigns, slotHolds, uses } from '../db/schema/marketplace'
import { conflict } from '../lib/errors'
import { writeTime } from '../lib/sql-time'
import { lockCampaign, touchCampaign } from './campaigns'
import { dropUnconvertedClicks } from './creator-closure'

/**
 * Called in the transaction that deletes an account. The marketplace keeps no foreign keys to
 * users (its history outlives accounts, like the ledger), so it checks here that nothing is left
 * open: money in escrow for live campaigns, or uses waiting to be paid. Held slots are released and
 * clicks not yet sent for approval dropped.
 */
export async function closeMarketplaceAccount(tx: Executor, userId: string): Promise<void> {
  const [open] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.ownerId, userId), eq(campaigns.status, 'active')))
    .limit(1)
  if (open) throw conflict('This account still has live sounds or requests; delete them first (their unspent escrow is refunded)', 'open_campaigns')
  const [pending] = await tx
    .select({ id: uses.id })
    .from(uses)
    .where(and(eq(uses.status, 'pending'), or(eq(uses.creatorId, userId), eq(uses.ownerId, userId))))
    .limit(1)
  if (pending) throw conflict('This account has uses waiting for a decision; they must be approved or rejected first', 'uses_pending')
  // Nobody is left to pay for its clicks not yet sent for approval; left behind, every conversion
  // of their sounds would try to notify an account that no longer exists.
  await dropUnconvertedClicks(tx, userId)
  const held = await tx
    .select({ campaignId: slotHolds.campaignId })
    .from(slotHolds)
    .where(and(eq(slotHolds.creatorId, userId), eq(slotHolds.status, 'held')))
    .orderBy(asc(slotHolds.campaignId))
  // Campaign first, then its holds: the lock order every marketplace write uses (campaigns.ts).
  for (const { campaignId } of held) {
    await lockCampaign(tx, campaignId)
    await tx
      .update(slotHolds)
      .set({ status: 'released', updatedAt: writeTime() })
      .where(and(eq(slotHolds.campaignId, campaignId), eq(slotHolds.creatorId, userId), eq(slotHolds.status, 'held')))
    await touchCampaign(tx, campaignId)
  }
}

/**
 * Locks, in id order, the campaigns where the account holds a slot: a deletion takes them before
 * the account itself, the order of every marketplace write that ends by notifying the account
 * (an owner deleting such a campaign locks it, then notifies its holders).
 */
export async function lockCampaignsHeldBy(tx: Executor, userId: string): Promise<void> {
  const held = await tx
    .selectDistinct({ campaignId: slotHolds.campaignId })
    .from(slotHolds)
    .where(and(eq(slotHolds.creatorId, userId), eq(slotHolds.status, 'held')))
    .orderBy(asc(slotHolds.campaignId))
  for (const { campaignId } of held) await lockCampaign(tx, campaignId)
}
