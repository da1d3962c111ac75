import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { users } from '../db/schema/accounts'
import { slotHolds, uses } from '../db/schema/marketplace'
import { payoutHolds, useDisputes } from '../db/schema/payouts'
import { isUniqueViolation } from '../lib/db-errors'
import { badRequest, conflict, forbidden, notFound } from '../lib/errors'
import type { DisputeKind, ReportReason } from '../lib/marketplace-values'
import { nowSql, writeTime } from '../lib/sql-time'
import { assertAccountMay } from './account-policy'
import { lockCampaign, touchCampaign, type Actor } from './campaigns'
import { appealDecidedNotice, appealedNotice, reportDecidedNotice, reportedNotice } from './dispute-notices'
import type { MarketConfig } from './market-config'
import { decidedNotice } from './market-notices'
import { moneyTransaction } from './money-port'
import { notify } from './notifications'
import { settlePayout } from './payout-holds'
import { payApproved } from './uses'

/**
 * Disputes over a video after its decision, each decided by an admin:
 * - a report: during the payout hold the campaign's owner says what is wrong with an approved
 *   video; its pay stays on hold (the release job passes it over) until an admin refunds the
 *   campaign or releases the pay;
 * - an appeal: a creator asks, once, for a rejection to be looked at again; an admin pays it
 *   (on hold like every approved video) or keeps the rejection.
 * One of each per use (a unique index); a repeat from the same person with the same id is answered
 * as the first (the outbox may send it twice), anything else is a 409.
 */

export type DisputeRow = typeof useDisputes.$inferSelect

async function insertDispute(tx: Executor, row: typeof useDisputes.$inferInsert, already: string): Promise<DisputeRow> {
  const [same] = await tx.select().from(useDisputes).where(eq(useDisputes.id, row.id))
  if (same && same.byUserId === row.byUserId && same.useId === row.useId && same.kind === row.kind) return same
  if (same) throw conflict('Something else already has this id; use a new one', 'duplicate_id')
  // The savepoint keeps the caller's transaction usable when the unique index refuses.
  return tx
    .transaction(async (sp) => (await sp.insert(useDisputes).values(row).returning())[0]!)
    .catch((err: unknown) => {
      if (isUniqueViolation(err, 'use_disputes_use_kind_key')) throw conflict(already, row.kind === 'report' ? 'already_reported' : 'already_appealed')
      throw err
    })
}

async function admins(tx: Executor): Promise<string[]> {
  return (await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).map((r) => r.id)
}

/** The use, its campaign locked (the lock order of every money path: campaign, then the use). */
async function lockedUse(tx: Tx, useId: string) {
  const [first] = await tx.select({ campaignId: uses.campaignId }).from(uses).where(eq(uses.id, useId))
  if (!first) throw notFound('No approval with this id')
  const c = (await lockCampaign(tx, first.campaignId))!
  const [u] = await tx.select().from(uses).where(eq(uses.id, useId)).for('update')
  return { c, u: u! }
}

/** The owner (or an admin for them) reports an approved video whose pay is still on hold. */
export async function reportUse(db: Executor, o: { id?: string; useId: string; actor: Actor; reason: ReportReason; note?: string | null }): Promise<DisputeRow> {
  if (o.reason === 'other' && !o.note?.trim()) throw badRequest('note: say what is wrong with the video')
  return db.transaction(async (tx) => {
    const { c, u } = await lockedUse(tx, o.useId)
    if (o.actor.role !== 'admin' && u.ownerId !== o.actor.userId) throw forbidden('Only the owner of the campaign can report its videos')
    if (o.actor.role !== 'admin') await assertAccountMay(tx, o.actor.userId, 'decide_uses')
    if (u.kind !== 'video' || u.status !== 'approved') throw conflict('Only an approved video can be reported', 'not_reportable')
    const [hold] = await tx.select().from(payoutHolds).where(eq(payoutHolds.useId, u.id)).for('update')
    if (hold?.state !== 'on_hold') throw conflict('This video’s pay is no longer on hold: a report is taken only during the hold', 'hold_over')
    const row = await insertDispute(tx, { id: o.id ?? randomUUID(), useId: u.id, kind: 'report', byUserId: o.actor.userId, reason: o.reason, note: o.note?.trim() || null }, 'This video was already reported')
    await tx.update(uses).set({ updatedAt: writeTime() }).where(eq(uses.id, u.id))
    const notice = reportedNotice(c, u, o.reason, row.note)
    for (const to of new Set([u.creatorId, ...(await admins(tx))])) await notify(tx, to, notice)
    return row
  })
}

/** The creator appeals a rejection of their video, once. */
export async function appealUse(db: Executor, o: { id?: string; useId: string; actor: Actor; note: string }): Promise<DisputeRow> {
  const note = o.note.trim()
  if (!note) throw badRequest('note: say why the video should be approved')
  return db.transaction(async (tx) => {
    const { c, u } = await lockedUse(tx, o.useId)
    if (u.creatorId !== o.actor.userId) throw forbidden('Only the creator of the video can appeal its rejection')
    await assertAccountMay(tx, o.actor.userId, 'take_part')
    if (u.kind !== 'video' || u.status !== 'rejected') throw conflict('Only a rejected video can be appealed', 'not_appealable')
    const row = await insertDispute(tx, { id: o.id ?? randomUUID(), useId: u.id, kind: 'appeal', byUserId: o.actor.userId, reason: null, note }, 'This rejection was already appealed: an appeal is taken once')
    await tx.update(uses).set({ updatedAt: writeTime() }).where(eq(uses.id, u.id))
    const notice = appealedNotice(c, u, note)
    for (const to of new Set([u.ownerId, ...(await admins(tx))])) await notify(tx, to, notice)
    return row
  })
}

/** The open dispute of this kind on the use, locked; 404 when there is none, 409 when it was decided. */
async function openDispute(tx: Executor, useId: string, kind: DisputeKind): Promise<DisputeRow> {
  const [d] = await tx
    .select()
    .from(useDisputes)
    .where(and(eq(useDisputes.useId, useId), eq(useDisputes.kind, kind)))
    .for('update')
  if (!d) throw notFound(kind === 'report' ? 'This video has no report' : 'This video has no appeal')
  if (d.decision) throw conflict(`This ${kind} was already decided`, 'already_decided')
  return d
}

const decided = (actor: Actor, note: string | null | undefined) => ({ decidedBy: actor.userId, decidedAt: nowSql(), decisionNote: note?.trim() || null })

/** An admin decides a report: `refund` returns the pay to the campaign, `release` frees it for the creator now. */
export async function decideReport(db: Executor, o: { useId: string; decision: 'refund' | 'release'; note?: string | null; actor: Actor; market: MarketConfig }): Promise<void> {
  const outcome = await settlePayout(db, {
    useId: o.useId,
    how: o.decision === 'refund' ? 'return' : 'release',
    outcome: o.decision === 'refund' ? 'report_refunded' : 'report_released',
    market: o.market,
    byAdmin: true,
    inTx: async (tx, c, u) => {
      const d = await openDispute(tx, o.useId, 'report')
      await tx.update(useDisputes).set({ decision: o.decision, ...decided(o.actor, o.note) }).where(eq(useDisputes.id, d.id))
      await notify(tx, u.ownerId, reportDecidedNotice(c, o.decision, o.note ?? null, u))
    },
  })
  if (!outcome) {
    // The hold had ended (or there is no report): say which.
    await db.transaction(async (tx) => void (await openDispute(tx, o.useId, 'report')))
    throw conflict('This video’s pay is no longer on hold', 'hold_over')
  }
}

/** An admin decides an appeal: `pay` approves the video and pays it (on hold), `keep` leaves it rejected. */
export async function decideAppeal(db: Executor, o: { useId: string; decision: 'pay' | 'keep'; note?: string | null; actor: Actor; market: MarketConfig }): Promise<void> {
  await moneyTransaction(db, o.market.money, async (tx, move) => {
    const { c, u } = await lockedUse(tx, o.useId)
    const d = await openDispute(tx, o.useId, 'appeal')
    if (u.status !== 'rejected') throw conflict('This video is no longer rejected', 'already_decided')
    await tx.update(useDisputes).set({ decision: o.decision, ...decided(o.actor, o.note) }).where(eq(useDisputes.id, d.id))
    if (o.decision === 'pay') {
      const { fee, heldUntil } = await payApproved(tx, move, { c, u, market: o.market })
      await tx.update(uses).set({ status: 'approved', fee, autoApproved: false, decidedBy: o.actor.userId, decidedAt: nowSql(), reason: null, updatedAt: writeTime() }).where(eq(uses.id, u.id))
      if (u.holdId) await tx.update(slotHolds).set({ status: 'submitted', updatedAt: writeTime() }).where(and(eq(slotHolds.id, u.holdId), eq(slotHolds.status, 'rejected')))
      await touchCampaign(tx, c.id, { paid: c.paid + u.amount })
      await notify(tx, u.creatorId, decidedNotice(c, u, 'approved', { fee, currency: o.market.currency, auto: false, heldUntil }))
    } else {
      await tx.update(uses).set({ updatedAt: writeTime() }).where(eq(uses.id, u.id))
      await notify(tx, u.creatorId, appealDecidedNotice(c, u, 'keep', o.note ?? null, true))
    }
    await notify(tx, u.ownerId, appealDecidedNotice(c, u, o.decision, o.note ?? null, false))
  })
}
