import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, exists, inArray, lte, or, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { users } from '../db/schema/accounts'
import { slotHolds, uses } from '../db/schema/marketplace'
import { videoChecks } from '../db/schema/video-checks'
import { isUniqueViolation } from '../lib/db-errors'
import { conflict, forbidden, HttpError, notFound } from '../lib/errors'
import { APPROVE_ALL_SKIPS, type ApproveAllSkip } from '../lib/marketplace-values'
import { nowSql, writeTime } from '../lib/sql-time'
import { feeFor } from '../wallet/money'
import { ledgerRef, lockCampaign, openCampaign, touchCampaign, type Actor, type CampaignRow, type Family } from './campaigns'
import { holdAccountOpen } from './account-closure'
import { assertAccountMay } from './account-policy'
import type { MarketConfig } from './market-config'
import { moneyTransaction, type Move } from './money-port'
import { decidedNotice, submittedNotice } from './market-notices'
import { notify } from './notifications'
import { holdPayout } from './payout-holds'
import { assertCreatorMay, liveHoldOf } from './slots'
import { addVideoChecks } from './video-checks'
import { assertVideosUnused, videoKeyOf } from './video-keys'

export type UseRow = typeof uses.$inferSelect
export type Decision = 'approved' | 'rejected'

const LIVE_USES = ['pending', 'approved'] as const

function duplicate(err: unknown): never {
  if (isUniqueViolation(err, 'uses_video_url_key') || isUniqueViolation(err, 'uses_video_key_key')) throw conflict('This video link was already submitted; each video can be submitted once', 'duplicate_link')
  if (isUniqueViolation(err, 'uses_pkey')) throw conflict('Something else already has this id; use a new one', 'duplicate_id')
  throw err
}

/**
 * A creator submits videos (canonical links) for the slot they hold: one for a normal sound or a
 * request, up to the slot's limit for an influencer sound. All or nothing: a link submitted
 * before — by anyone, in any state — is a 409 and nothing is stored (the unique index decides
 * when two creators race with the same link). Each video is accepted at once and checked later by
 * the checking job (video-checks.ts); `checks` false (VIDEO_CHECKS=off) leaves it unverifiable.
 */
export async function submitVideos(
  db: Executor,
  o: { campaignId: string; family: Family; creatorId: string; links: { id?: string; url: string }[]; checks?: boolean; now?: Date },
): Promise<UseRow[]> {
  return db.transaction(async (tx: Tx) => {
    const c = await openCampaign(tx, o.campaignId, o.family)
    const given = o.links.flatMap((l) => (l.id ? [l.id] : []))
    if (given.length) {
      const seen = await tx.select().from(uses).where(inArray(uses.id, given))
      if (seen.length === given.length && seen.every((u) => u.creatorId === o.creatorId && u.campaignId === c.id)) return seen
      if (seen.length) throw conflict('Something else already has this id; use a new one', 'duplicate_id')
    }
    await assertCreatorMay(tx, o.creatorId, c)
    const live = await liveHoldOf(tx, c.id, o.creatorId, o.now)
    if (!live) throw conflict(`Hold a slot on this ${o.family} before submitting a video`, 'no_hold')
    const { hold } = live
    if (hold.status === 'held' && live.expired) throw conflict(`Your hold on this ${o.family} expired; hold a slot again`, 'hold_expired')
    const [counted] = await tx
      .select({ n: count() })
      .from(uses)
      .where(and(eq(uses.holdId, hold.id), inArray(uses.status, [...LIVE_USES])))
    const have = counted?.n ?? 0
    if (have + o.links.length > c.linksPerSlot) {
      throw conflict(c.linksPerSlot === 1 ? 'You already submitted a video for this slot' : `A slot takes at most ${c.linksPerSlot} videos; ${have} of yours wait or were approved`, 'link_limit')
    }
    const keyed = o.links.map((l) => ({ ...l, key: videoKeyOf(l.url) }))
    await assertVideosUnused(tx, keyed.map((l) => l.key), o.creatorId)
    const rows = await tx
      .insert(uses)
      .values(keyed.map((l) => ({ id: l.id ?? randomUUID(), campaignId: c.id, holdId: hold.id, creatorId: o.creatorId, ownerId: c.ownerId, kind: 'video' as const, videoUrl: l.url, videoKey: l.key, amount: c.unitAmount })))
      .returning()
      .catch(duplicate)
    await addVideoChecks(tx, rows, { checks: o.checks ?? true, heldAt: hold.createdAt })
    await tx.update(slotHolds).set({ status: 'submitted', updatedAt: writeTime() }).where(eq(slotHolds.id, hold.id))
    await touchCampaign(tx, c.id)
    await notify(tx, c.ownerId, submittedNotice(c, rows[0]!, rows.length))
    return rows
  })
}

/**
 * Approves or rejects a pending use. Approval pays the creator from the owner's escrow through
 * the ledger (less the platform fee) under the key `use:<id>:pay`, so no path can pay a use
 * twice; a video's pay goes to the creator's on-hold balance for the payout hold; rejection frees the slot once none of its videos is pending or approved. `actor` null
 * is the auto-approval job, which passes over busy campaigns (null result) instead of waiting.
 */
export async function decideUse(
  db: Executor,
  o: { useId: string; decision: Decision; actor: Actor | null; market: MarketConfig; reason?: string | null; now?: Date },
): Promise<UseRow | null> {
  const { result } = await moneyTransaction(db, o.market.money, async (tx: Tx, move) => {
    const [first] = await tx.select().from(uses).where(eq(uses.id, o.useId))
    if (!first) throw notFound('No approval with this id')
    if (o.actor && o.actor.role !== 'admin' && first.ownerId !== o.actor.userId) throw forbidden('Only the owner of the campaign (or an admin) can decide this')
    if (o.actor && o.actor.role !== 'admin') await assertAccountMay(tx, o.actor.userId, 'decide_uses')
    const c = await lockCampaign(tx, first.campaignId, { skipLocked: !o.actor })
    if (!c) return null
    const [u] = await tx.select().from(uses).where(eq(uses.id, o.useId)).for('update')
    if (!u || u.status !== 'pending') {
      if (!o.actor) return null
      throw conflict(`This ${u?.kind === 'clicks' ? 'click payout' : 'video'} was already ${u?.status ?? 'decided'}`, 'already_decided')
    }
    // Held for review, or for a creator who may not earn now (rejected, back under review, gone):
    // only a person decides it.
    if (!o.actor && (u.held || !(await approvedNow(tx, u.creatorId)))) return null
    const { fee, heldUntil } = o.decision === 'approved' ? await payApproved(tx, move, { c, u, market: o.market, now: o.now }) : { fee: 0, heldUntil: null }
    const [decided] = await tx
      .update(uses)
      .set({
        status: o.decision,
        fee: o.decision === 'approved' ? fee : null,
        autoApproved: !o.actor,
        decidedBy: o.actor?.userId ?? null,
        decidedAt: nowSql(o.now),
        reason: o.reason ?? null,
        updatedAt: writeTime(),
      })
      .where(eq(uses.id, u.id))
      .returning()
    if (o.decision === 'rejected' && u.holdId) await freeHoldIfEmpty(tx, u.holdId)
    // A closed campaign kept this use's part of the escrow only until it was decided (campaign-closure.ts).
    const giveBack = o.decision === 'rejected' && c.status === 'deleted'
    if (giveBack) await holdAccountOpen(tx, c.ownerId)
    if (giveBack) await move({ type: 'refund', userId: c.ownerId, amount: u.amount, idempotencyKey: `use:${u.id}:refund`, reference: ledgerRef(c) })
    await touchCampaign(tx, c.id, o.decision === 'approved' ? { paid: c.paid + u.amount } : giveBack ? { refunded: c.refunded + u.amount } : {})
    await notify(tx, u.creatorId, decidedNotice(c, u, o.decision, { fee, currency: o.market.currency, auto: !o.actor, reason: o.reason, heldUntil }))
    return decided!
  })
  return result
}

/**
 * Pays an approved use from its campaign's escrow (in the deciding transaction, the campaign
 * locked): the creator's part, less the platform fee; a video's into the creator's on-hold balance
 * for the payout hold (payout-holds.ts). 409 when the campaign's escrow cannot cover it.
 */
export async function payApproved(tx: Executor, move: Move, o: { c: CampaignRow; u: UseRow; market: MarketConfig; now?: Date }): Promise<{ fee: number; heldUntil: Date | null }> {
  const { c, u, market } = o
  const fee = feeFor(u.amount, market.feeBps)
  const heldUntil = u.kind === 'video' && market.payoutHoldHours > 0 ? new Date((o.now ?? new Date()).getTime() + market.payoutHoldHours * 3_600_000) : null
  if (u.amount > c.escrowed - c.paid - c.refunded) throw conflict('This campaign has not enough escrow left to pay this use', 'escrow_short')
  await holdAccountOpen(tx, u.creatorId)
  await move({ type: 'pay', fromUserId: c.ownerId, toUserId: u.creatorId, amount: u.amount, fee, onHold: Boolean(heldUntil), idempotencyKey: `use:${u.id}:pay`, reference: ledgerRef(c), metadata: { useId: u.id } })
  if (heldUntil) await holdPayout(tx, u.id, { hours: market.payoutHoldHours, now: o.now })
  return { fee, heldUntil }
}

/**
 * Whether the account is approved now, read under a share lock (after the campaign's), so a
 * rejection in flight is waited for rather than raced.
 */
async function approvedNow(tx: Executor, userId: string): Promise<boolean> {
  const [u] = await tx.select({ status: users.approvalStatus }).from(users).where(eq(users.id, userId)).for('share')
  return u?.status === 'approved'
}

/** A hold none of whose videos is pending or approved any more gives its slot back. */
async function freeHoldIfEmpty(tx: Executor, holdId: string): Promise<void> {
  const [live] = await tx
    .select({ n: count() })
    .from(uses)
    .where(and(eq(uses.holdId, holdId), inArray(uses.status, [...LIVE_USES])))
  if ((live?.n ?? 0) > 0) return
  await tx
    .update(slotHolds)
    .set({ status: 'rejected', updatedAt: writeTime() })
    .where(and(eq(slotHolds.id, holdId), eq(slotHolds.status, 'submitted')))
}

const LOOK_FIRST = new Set<string>(APPROVE_ALL_SKIPS)

/**
 * Approves every pending use on the owner's campaigns (or one campaign), oldest first, each in
 * its own transaction: one that another request decided meanwhile is skipped, not an error.
 * Left out, and listed with why: click payouts held for review, and videos whose check is not in
 * yet or found something wrong; a person decides each of those on its own, with its evidence in
 * view. Videos that could not be checked (unverifiable) are approved: pressing the button over a
 * list that says so is the owner's decision.
 */
export async function approveAll(db: Executor, o: { ownerId: string; campaignId?: string; actor: Actor; market: MarketConfig }) {
  // Refused as one decision would be, even when nothing on the list is approved.
  if (o.actor.role !== 'admin') await assertAccountMay(db, o.actor.userId, 'decide_uses')
  const pending = await db
    .select({ id: uses.id, held: uses.held, check: videoChecks.state })
    .from(uses)
    .leftJoin(videoChecks, eq(videoChecks.useId, uses.id))
    .where(and(eq(uses.ownerId, o.ownerId), eq(uses.status, 'pending'), o.campaignId ? eq(uses.campaignId, o.campaignId) : undefined))
    .orderBy(asc(uses.createdAt), asc(uses.id))
  const approved: UseRow[] = []
  const skipped: { id: string; reason: ApproveAllSkip }[] = []
  for (const { id, held, check } of pending) {
    if (held || (check && LOOK_FIRST.has(check))) {
      skipped.push({ id, reason: held ? 'held' : (check as ApproveAllSkip) })
      continue
    }
    try {
      const row = await decideUse(db, { useId: id, decision: 'approved', actor: o.actor, market: o.market })
      if (row) approved.push(row)
    } catch (err) {
      if (!(err instanceof HttpError && err.code === 'already_decided')) throw err
    }
  }
  return { approved, skipped }
}

/**
 * The auto-approval job: uses undecided for `market.autoApproveHours` are approved and paid; a
 * video only once its check found it `verified`. Click payouts held for review, and anything owed
 * to a creator who may not earn now (rejected, say, for farming), are never approved here either:
 * the rest wait for a person, however long.
 * Safe in several processes at once (SKIP LOCKED on the campaign, a status re-check under the
 * lock, and the ledger key); returns how many it approved.
 */
export async function autoApproveDue(db: Executor, o: { market: MarketConfig; now?: Date; limit?: number }): Promise<number> {
  const due = await db
    .select({ id: uses.id })
    .from(uses)
    .innerJoin(users, and(eq(users.id, uses.creatorId), eq(users.approvalStatus, 'approved')))
    .where(
      and(
        eq(uses.status, 'pending'),
        eq(uses.held, false),
        lte(uses.createdAt, sql`${nowSql(o.now)} - make_interval(secs => ${o.market.autoApproveHours * 3600})`),
        or(eq(uses.kind, 'clicks'), exists(db.select({ one: sql`1` }).from(videoChecks).where(and(eq(videoChecks.useId, uses.id), eq(videoChecks.state, 'verified'))))),
      ),
    )
    .orderBy(asc(uses.createdAt))
    .limit(o.limit ?? 200)
  let approved = 0
  for (const { id } of due) {
    try {
      if (await decideUse(db, { useId: id, decision: 'approved', actor: null, market: o.market, now: o.now })) approved += 1
    } catch (err) {
      // A refusal (say, escrow short) leaves that use pending for a person to decide; the rest go on.
      if (!(err instanceof HttpError)) throw err
    }
  }
  return approved
}
