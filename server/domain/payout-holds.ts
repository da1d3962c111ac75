import { and, count, eq, inArray, isNull, notExists, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { slotHolds, uses } from '../db/schema/marketplace'
import { payoutHolds, useDisputes } from '../db/schema/payouts'
import { claimDue, type ClaimQueue } from '../lib/claims'
import { eachAtMost } from '../lib/each-at-most'
import type { PayoutOutcome } from '../lib/marketplace-values'
import { HttpError } from '../lib/errors'
import { startPeriodic } from '../lib/periodic'
import { nowSql, writeTime } from '../lib/sql-time'
import type { VideoLookup } from '../lib/video-checker'
import { ledgerRef, lockCampaign, touchCampaign, type CampaignRow } from './campaigns'
import type { MarketConfig } from './market-config'
import { payoutSettledNotices } from './dispute-notices'
import { moneyTransaction } from './money-port'
import { notify } from './notifications'
import type { VideoCheckJob } from './video-checks'

type UseRow = typeof uses.$inferSelect

/**
 * An approved video's pay is held before the creator can spend it (PAYOUT_HOLD_HOURS): the
 * approval pays into the creator's on-hold balance and writes a payout_holds row; at its end the
 * release job looks the video up again and releases the money to available, or returns it to the
 * campaign when the video is gone. An open report keeps it held until an admin decides
 * (disputes.ts), which settles it through the same settlePayout.
 */

/** In the approving transaction: the hold of a video's pay, ending `hours` from now. */
export async function holdPayout(tx: Executor, useId: string, o: { hours: number; now?: Date }): Promise<void> {
  const releaseAt = sql`date_trunc('milliseconds', ${nowSql(o.now)} + make_interval(secs => ${o.hours * 3600}))`
  await tx.insert(payoutHolds).values({ useId, releaseAt, nextAttemptAt: releaseAt })
}

export type Settlement = 'release' | 'return'

/**
 * Ends a hold: `release` moves the creator's part from on hold to available; `return` gives the
 * whole amount, fee included, back to the campaign (its escrow while it runs, else the owner's
 * available) and frees the slot. One transaction with the ledger movement, keyed per use, so a
 * hold ends once whatever runs it. Null when the hold had ended already, or when `byAdmin` is
 * false and a report waits for an admin.
 */
export async function settlePayout(
  db: Executor,
  o: { useId: string; how: Settlement; outcome: PayoutOutcome; market: MarketConfig; byAdmin?: boolean; inTx?: (tx: Tx, c: CampaignRow, u: UseRow) => Promise<void> },
): Promise<PayoutOutcome | null> {
  const { result } = await moneyTransaction(db, o.market.money, async (tx, move) => {
    const [first] = await tx.select({ campaignId: uses.campaignId }).from(uses).where(eq(uses.id, o.useId))
    if (!first) return null
    // Lock order as every money path: the campaign, then the use's own rows, then the wallet's.
    const c = (await lockCampaign(tx, first.campaignId))!
    const [h] = await tx.select().from(payoutHolds).where(eq(payoutHolds.useId, o.useId)).for('update')
    if (!h || h.state !== 'on_hold') return null
    if (!o.byAdmin && (await openReport(tx, o.useId))) return null
    const [u] = await tx.select().from(uses).where(eq(uses.id, o.useId))
    const fee = u!.fee ?? 0
    const key = `use:${u!.id}:hold`
    if (o.how === 'release') {
      if (u!.amount - fee > 0) await move({ type: 'hold_release', userId: u!.creatorId, amount: u!.amount - fee, idempotencyKey: `${key}:release`, reference: ledgerRef(c) })
    } else {
      const running = c.status === 'active'
      await move({ type: 'clawback', fromUserId: u!.creatorId, toUserId: c.ownerId, amount: u!.amount, fee, toEscrow: running, idempotencyKey: `${key}:return`, reference: ledgerRef(c), metadata: { useId: u!.id } })
      await touchCampaign(tx, c.id, running ? { paid: c.paid - u!.amount } : { paid: c.paid - u!.amount, refunded: c.refunded + u!.amount })
    }
    await tx
      .update(payoutHolds)
      .set({ state: o.how === 'release' ? 'released' : 'returned', outcome: o.outcome, settledAt: sql`now()` })
      .where(eq(payoutHolds.useId, h.useId))
    if (o.how === 'return' && u!.holdId) await freeSlotIfDone(tx, u!.holdId)
    await tx.update(uses).set({ updatedAt: writeTime() }).where(eq(uses.id, u!.id))
    await o.inTx?.(tx, c, u!)
    const notices = payoutSettledNotices(c, u!, { how: o.how, outcome: o.outcome, currency: o.market.currency })
    await notify(tx, u!.creatorId, notices.creator)
    if (notices.owner) await notify(tx, c.ownerId, notices.owner)
    return o.outcome
  })
  return result
}

/** Whether a report on this use waits for an admin. */
export async function openReport(tx: Executor, useId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: useDisputes.id })
    .from(useDisputes)
    .where(and(eq(useDisputes.useId, useId), eq(useDisputes.kind, 'report'), isNull(useDisputes.decision)))
  return Boolean(row)
}

/**
 * A slot whose videos were all returned or refused is free again: its money went back to the
 * campaign, which can pay another creator with it.
 */
async function freeSlotIfDone(tx: Executor, holdId: string): Promise<void> {
  const [live] = await tx
    .select({ n: count() })
    .from(uses)
    .leftJoin(payoutHolds, eq(payoutHolds.useId, uses.id))
    .where(and(eq(uses.holdId, holdId), inArray(uses.status, ['pending', 'approved']), sql`${payoutHolds.state} is distinct from 'returned'`))
  if ((live?.n ?? 0) > 0) return
  await tx
    .update(slotHolds)
    .set({ status: 'rejected', updatedAt: writeTime() })
    .where(and(eq(slotHolds.id, holdId), eq(slotHolds.status, 'submitted')))
}

/** Holds due for their second look, with no report waiting (claimed as lib/claims.ts says). */
const RELEASE_QUEUE: ClaimQueue = {
  table: payoutHolds,
  key: payoutHolds.useId,
  next: payoutHolds.nextAttemptAt,
  ready: and(
    eq(payoutHolds.state, 'on_hold'),
    notExists(
      sql`(select 1 from ${useDisputes} where ${useDisputes.useId} = ${payoutHolds.useId} and ${useDisputes.kind} = 'report' and ${useDisputes.decision} is null)`,
    ),
  )!,
}

/** Looks at release time before the creator gets the benefit of the doubt. */
const RELEASE_ATTEMPTS = 2

/** What one run of the release job did. */
export interface ReleaseRun {
  released: number
  returned: number
  retrying: number
}

/** How a second look ends a hold; null: the platform did not answer, look again later. */
export function settlementOf(lookup: VideoLookup, attempts: number): { how: Settlement; outcome: PayoutOutcome } | null {
  switch (lookup.outcome) {
    case 'found':
      return { how: 'release', outcome: 'still_up' }
    case 'missing':
      return { how: 'return', outcome: 'removed' }
    case 'unchecked':
      return { how: 'release', outcome: 'not_checked' }
    case 'failed':
      // A platform that cannot be reached does not punish the creator: released after the second try.
      return attempts + 1 >= RELEASE_ATTEMPTS ? { how: 'release', outcome: 'unreachable' } : null
  }
}

/**
 * One run of the release job: claims holds that are due, looks each video up again (at most
 * `concurrency` at once, never inside a transaction) and settles it; a platform that did not
 * answer is asked once more after `retryMs`. Every server process runs it; the claims and the
 * per-use ledger keys make each hold end once.
 */
export async function runPayoutReleases(db: Executor, job: VideoCheckJob, market: MarketConfig, now?: Date): Promise<ReleaseRun> {
  const run: ReleaseRun = { released: 0, returned: 0, retrying: 0 }
  const leaseMs = job.timeoutMs * 4 + 30_000
  const claimed = await claimDue(db, RELEASE_QUEUE, { limit: job.concurrency * 8, leaseMs, skip: [], now })
  if (claimed.length === 0) return run
  const rows = await db
    .select({ useId: payoutHolds.useId, attempts: payoutHolds.attempts, url: uses.videoUrl, key: uses.videoKey })
    .from(payoutHolds)
    .innerJoin(uses, eq(uses.id, payoutHolds.useId))
    .where(inArray(payoutHolds.useId, claimed))
  await eachAtMost(job.concurrency, rows, async (row) => {
    const lookup: VideoLookup = row.url ? await job.checker.lookup({ url: row.url, key: row.key }) : { outcome: 'unchecked', platform: null, reason: 'unsupported_platform' }
    const settlement = settlementOf(lookup, row.attempts)
    if (!settlement) {
      await db
        .update(payoutHolds)
        .set({ attempts: row.attempts + 1, lastError: lookup.outcome === 'failed' ? lookup.error : null, nextAttemptAt: sql`date_trunc('milliseconds', ${nowSql(now)} + make_interval(secs => ${job.retryMs / 1000}))` })
        .where(and(eq(payoutHolds.useId, row.useId), eq(payoutHolds.state, 'on_hold')))
      run.retrying += 1
      return
    }
    try {
      const done = await settlePayout(db, { useId: row.useId, ...settlement, market })
      if (done) run[settlement.how === 'release' ? 'released' : 'returned'] += 1
    } catch (err) {
      // A refusal (the ledger's, say) leaves the hold as it was, to be tried after the wait.
      if (!(err instanceof HttpError)) throw err
      job.log?.(`[payout-hold] use ${row.useId} could not be settled: ${err.message}`)
      await db
        .update(payoutHolds)
        .set({ lastError: err.message, nextAttemptAt: sql`${nowSql(now)} + make_interval(secs => ${Math.max(job.retryMs, 60_000) / 1000})` })
        .where(and(eq(payoutHolds.useId, row.useId), eq(payoutHolds.state, 'on_hold')))
    }
  })
  return run
}

/** The release job in this process, every `intervalMs` (never overlapping itself); returns the stop function. */
export function startPayoutReleases(db: Executor, job: VideoCheckJob, market: MarketConfig, intervalMs: number, log: (m: string) => void = console.warn): () => void {
  return startPeriodic('[payout-hold] run', intervalMs, () => runPayoutReleases(db, { log, ...job }, market), { log })
}
