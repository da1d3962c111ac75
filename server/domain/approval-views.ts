import { and, asc, count, desc, eq, inArray, min, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../db/client'
import { users } from '../db/schema/accounts'
import { campaigns, slotHolds, uses } from '../db/schema/marketplace'
import { payoutHolds, useDisputes } from '../db/schema/payouts'
import { videoChecks } from '../db/schema/video-checks'
import { LIVE_HOLD_STATUSES, type UseStatus } from '../lib/marketplace-values'
import { nowSql } from '../lib/sql-time'
import type { Cursor } from '../lib/sync-cursor'
import { holdView } from './campaign-views'
import { afterChange, changedSince, FEED_PAGE, feedCursor, inChangeOrder, pageCursor, partition, readTime } from './mirror-feed'

const reports = alias(useDisputes, 'report')
const appeals = alias(useDisputes, 'appeal')

function selectUses(db: Executor) {
  return db
    .select({ use: uses, campaignKind: campaigns.kind, campaignTitle: campaigns.title, creatorName: users.fullName, check: videoChecks, payout: payoutHolds, report: reports, appeal: appeals })
    .from(uses)
    .innerJoin(campaigns, eq(campaigns.id, uses.campaignId))
    .leftJoin(users, eq(users.id, uses.creatorId))
    .leftJoin(videoChecks, eq(videoChecks.useId, uses.id))
    .leftJoin(payoutHolds, eq(payoutHolds.useId, uses.id))
    .leftJoin(reports, and(eq(reports.useId, uses.id), eq(reports.kind, 'report')))
    .leftJoin(appeals, and(eq(appeals.useId, uses.id), eq(appeals.kind, 'appeal')))
    .$dynamic()
}

type UseListRow = Awaited<ReturnType<ReturnType<typeof selectUses>['execute']>>[number]

/** A video's check as the approvals answers carry it; the job's own bookkeeping (attempts, errors, lease) stays inside. */
function videoCheckView(v: UseListRow['check']) {
  if (!v) return null
  return {
    state: v.state,
    reason: v.reason,
    platform: v.platform,
    author: v.author,
    account: v.account,
    title: v.title,
    thumbnailUrl: v.thumbnailUrl,
    postedAt: v.postedAt?.toISOString() ?? null,
    heldAt: v.heldAt?.toISOString() ?? null,
    checkedAt: v.checkedAt?.toISOString() ?? null,
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? null

function disputeView(d: UseListRow['report']) {
  return d ? { id: d.id, note: d.note, createdAt: d.createdAt.toISOString(), decidedAt: iso(d.decidedAt), decisionNote: d.decisionNote } : null
}

function payoutView(p: UseListRow['payout']) {
  return p ? { state: p.state, releaseAt: p.releaseAt.toISOString(), outcome: p.outcome, settledAt: iso(p.settledAt) } : null
}

export function useView(r: UseListRow) {
  const u = r.use
  return {
    id: u.id,
    campaignId: u.campaignId,
    campaignKind: r.campaignKind,
    campaignTitle: r.campaignTitle,
    holdId: u.holdId,
    creatorId: u.creatorId,
    creatorName: r.creatorName,
    ownerId: u.ownerId,
    kind: u.kind,
    videoUrl: u.videoUrl,
    clickCount: u.clickCount,
    amount: u.amount,
    fee: u.fee,
    /** What the creator received: amount less fee, once approved. */
    net: u.status === 'approved' && u.fee !== null ? u.amount - u.fee : null,
    status: u.status,
    autoApproved: u.autoApproved,
    held: u.held,
    heldReason: u.heldReason,
    clickEvidence:
      u.kind === 'clicks' && u.clickNetworks !== null
        ? {
            clicks: u.windowClicks ?? u.clickCount ?? 0,
            networks: u.clickNetworks,
            firstAt: u.firstClickAt?.toISOString() ?? null,
            lastAt: u.lastClickAt?.toISOString() ?? null,
            followers: u.creatorFollowers ?? 0,
          }
        : null,
    videoCheck: videoCheckView(r.check),
    payout: payoutView(r.payout),
    report: r.report ? { ...disputeView(r.report)!, reason: r.report.reason!, decision: r.report.decision as 'refund' | 'release' | null } : null,
    appeal: r.appeal ? { ...disputeView(r.appeal)!, decision: r.appeal.decision as 'pay' | 'keep' | null } : null,
    reason: u.reason,
    decidedAt: u.decidedAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  }
}

/** Approvals by id, for answers after a change. */
export async function usesByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return []
  const rows = await selectUses(db).where(inArray(uses.id, ids)).orderBy(asc(uses.createdAt), asc(uses.id))
  return rows.map(useView)
}

/**
 * A mirrored approvals list, a page at a time (FEED_PAGE rows at most): the uses in `scope`,
 * optionally only one status; with `since`, the changed ones, those no longer matching the status
 * listed as deleted. In change order by an index walk from the cursor (see campaignFeed).
 */
export async function useFeed(db: Executor, o: { scope: SQL | undefined; status?: UseStatus; since?: Cursor }) {
  const limit = FEED_PAGE
  const order = inChangeOrder(uses.updatedAt, uses.id)
  const readAt = await readTime(db)
  const pageIds = db
    .select({ id: uses.id })
    .from(uses)
    .where(and(o.scope, o.since ? afterChange(uses.updatedAt, uses.id, o.since) : o.status ? eq(uses.status, o.status) : undefined))
    .orderBy(...order)
    .limit(limit + 1)
  const fetched = await selectUses(db)
    .where(inArray(uses.id, pageIds))
    .orderBy(...order)
  const hasMore = fetched.length > limit
  const rows = fetched.slice(0, limit)
  const last = rows.at(-1)?.use
  const split = partition(rows, (r) => !o.status || r.use.status === o.status, (r) => r.use.id)
  const cursor = pageCursor(last && { at: last.updatedAt, id: last.id }, hasMore, o.since, readAt)
  return { approvals: split.rows.map(useView), deleted: split.deleted, cursor, hasMore }
}

/** The live holds of a campaign (held or submitted) with their creators, for its owner; mirrored like the others. */
export async function holdFeed(db: Executor, o: { campaignId: string; since?: Cursor; now?: Date }) {
  const scope = eq(slotHolds.campaignId, o.campaignId)
  const live = inArray(slotHolds.status, [...LIVE_HOLD_STATUSES])
  const readAt = await readTime(db)
  const rows = await db
    .select({
      hold: slotHolds,
      creatorName: users.fullName,
      expired: sql<boolean>`${slotHolds.expiresAt} <= ${nowSql(o.now)}`,
      videos: sql<number>`(select count(*) from uses u where u.hold_id = "slot_holds"."id" and u.status in ('pending', 'approved'))`.mapWith(Number),
    })
    .from(slotHolds)
    .leftJoin(users, eq(users.id, slotHolds.creatorId))
    .where(and(scope, o.since ? changedSince(slotHolds.updatedAt, o.since) : live))
    .orderBy(asc(slotHolds.createdAt), asc(slotHolds.id))
  const split = partition(rows, (r) => r.hold.status === 'held' || r.hold.status === 'submitted', (r) => r.hold.id)
  const cursor = feedCursor(
    rows.map((r) => r.hold.updatedAt),
    o.since,
    readAt,
  )
  return {
    holds: split.rows.map((r) => ({ ...holdView(r.hold, Boolean(r.expired)), creatorName: r.creatorName, videos: r.videos })),
    deleted: split.deleted,
    cursor,
  }
}

/** Creators with uses waiting for a decision (on one owner's campaigns, or all), most waiting first. */
export async function creatorsWithPending(db: Executor, ownerId: string | null) {
  const rows = await db
    .select({
      userId: uses.creatorId,
      fullName: users.fullName,
      email: users.email,
      pending: count(),
      amount: sql<number>`sum(${uses.amount})`.mapWith(Number),
      oldest: min(uses.createdAt),
    })
    .from(uses)
    .leftJoin(users, eq(users.id, uses.creatorId))
    .where(and(eq(uses.status, 'pending'), ownerId ? eq(uses.ownerId, ownerId) : undefined))
    .groupBy(uses.creatorId, users.fullName, users.email)
    .orderBy(desc(count()), asc(uses.creatorId))
  return rows.map((r) => ({ ...r, oldest: r.oldest ? new Date(r.oldest).toISOString() : null }))
}
