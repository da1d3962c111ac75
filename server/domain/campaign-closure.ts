import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { campaigns, slotHolds, uses } from '../db/schema/marketplace'
import { formatMoney } from '../lib/money-format'
import { writeTime } from '../lib/sql-time'
import { holdAccountOpen } from './account-closure'
import { ledgerRef, type CampaignRow } from './campaigns'
import { holdEndedNotice } from './market-notices'
import { inProcessMoney, type MoneyPort } from './money-port'
import { notify } from './notifications'

/**
 * Closes every live campaign of an account an admin rejected, in the rejecting transaction:
 * creators no longer see them (they are `deleted`), open holds are released, and the escrow goes
 * back to the owner's wallet except what videos already submitted may still claim. Those videos
 * stay pending for an admin (or the auto-approval) to decide: an approval pays the creator from
 * the escrow kept for it, a rejection returns that part too (uses.ts decideUse). With an outbox the
 * refunds are delivered after the caller's commit (changeApproval).
 *
 * A campaign still `pending` (its escrow not yet confirmed by a wallet deployed apart) is closed
 * too and never goes live. Its refund is not recorded here: the wallet may still refuse the escrow,
 * and a refund of money never escrowed would come out of the owner's other campaigns. The escrow's
 * answer settles it instead (settleClosedEscrow): confirmed, it is refunded; refused, nothing moved.
 */
export async function closeCampaignsOfRejected(
  tx: Executor,
  ownerId: string,
  currency: string,
  money: MoneyPort = inProcessMoney,
): Promise<{ closed: number; refunded: number }> {
  // Every live campaign is locked (in id order) before the first one closes. A close changes the
  // live count (campaign_counts, kept by a trigger), whose row it then holds; locking one campaign
  // after that could deadlock with the owner deleting that campaign, which waits for the count.
  const open = await tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.ownerId, ownerId), inArray(campaigns.status, ['active', 'pending'])))
    .orderBy(asc(campaigns.id))
    .for('update')
  const live = open.filter((c) => c.status === 'active')
  const waiting = open.filter((c) => c.status === 'pending')
  let refunded = 0
  for (const c of live) refunded += await closeOne(tx, c, money)
  for (const c of waiting) {
    await tx.update(campaigns).set({ status: 'deleted', deletedAt: sql`now()`, updatedAt: writeTime() }).where(eq(campaigns.id, c.id))
  }
  if (open.length > 0) {
    const parts = [
      live.length > 0 ? `your ${live.length} live ${live.length === 1 ? 'campaign was' : 'campaigns were'} closed${refunded > 0 ? ` and ${formatMoney(refunded, currency)} went back to your wallet` : ''}` : '',
      waiting.length > 0 ? `${waiting.length} ${waiting.length === 1 ? 'campaign' : 'campaigns'} waiting for the wallet will not go live (any budget set aside for ${waiting.length === 1 ? 'it' : 'them'} goes back to your wallet)` : '',
    ].filter(Boolean)
    await notify(tx, ownerId, {
      type: 'campaigns_closed',
      title: 'Your campaigns were closed',
      message: `Your account was not approved, so ${parts.join('; ')}. Videos already submitted are decided by an admin.`,
      data: { closed: open.length, refunded },
    })
  }
  return { closed: open.length, refunded }
}

/**
 * The wallet's answer to the escrow of a campaign closed while it waited (closeCampaignsOfRejected),
 * inside the transaction that records the answer, with the campaign locked. Confirmed: the whole
 * escrow is refunded through `money` (recorded here, delivered after the commit). Refused: no money
 * ever moved, so the campaign is marked refused and nothing is refunded. Returns the refund's key.
 */
export async function settleClosedEscrow(tx: Executor, c: CampaignRow, confirmed: boolean, money: MoneyPort): Promise<string | null> {
  if (!confirmed) {
    await tx.update(campaigns).set({ status: 'refused', updatedAt: writeTime() }).where(eq(campaigns.id, c.id))
    return null
  }
  const unspent = c.escrowed - c.paid - c.refunded
  if (unspent <= 0) return null
  const key = `${ledgerRef(c)}:refund`
  await holdAccountOpen(tx, c.ownerId)
  await money.record(tx, { type: 'refund', userId: c.ownerId, amount: unspent, idempotencyKey: key, reference: ledgerRef(c) })
  await tx
    .update(campaigns)
    .set({ refunded: c.refunded + unspent, updatedAt: writeTime() })
    .where(eq(campaigns.id, c.id))
  return key
}

async function closeOne(tx: Executor, c: CampaignRow, money: MoneyPort): Promise<number> {
  const [owed] = await tx
    .select({ sum: sql<number>`coalesce(sum(${uses.amount}), 0)`.mapWith(Number) })
    .from(uses)
    .where(and(eq(uses.campaignId, c.id), eq(uses.status, 'pending')))
  const unspent = Math.max(0, c.escrowed - c.paid - c.refunded - (owed?.sum ?? 0))
  if (unspent > 0) {
    // The owner's row is locked already (changeAccount); taken again, it documents the rule.
    await holdAccountOpen(tx, c.ownerId)
    await money.record(tx, { type: 'refund', userId: c.ownerId, amount: unspent, idempotencyKey: `${ledgerRef(c)}:refund`, reference: ledgerRef(c) })
  }
  const released = await tx
    .update(slotHolds)
    .set({ status: 'released', updatedAt: writeTime() })
    .where(and(eq(slotHolds.campaignId, c.id), eq(slotHolds.status, 'held')))
    .returning()
  await tx
    .update(campaigns)
    .set({ status: 'deleted', refunded: c.refunded + unspent, deletedAt: sql`now()`, updatedAt: writeTime() })
    .where(eq(campaigns.id, c.id))
  for (const h of released) await notify(tx, h.creatorId, holdEndedNotice(c, 'deleted'))
  return unspent
}
