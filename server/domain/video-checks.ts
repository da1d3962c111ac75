import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { followerVerifications } from '../db/schema/accounts'
import { campaigns, uses } from '../db/schema/marketplace'
import { videoChecks } from '../db/schema/video-checks'
import type { Env } from '../env'
import { claimDue, type ClaimQueue } from '../lib/claims'
import { eachAtMost } from '../lib/each-at-most'
import { startPeriodic } from '../lib/periodic'
import { nowSql, writeTime } from '../lib/sql-time'
import { createVideoChecker, type VideoChecker, type VideoLookup } from '../lib/video-checker'
import { profilePlatform, videoOnPlatform } from '../lib/video-platform'
import { heldVideoNotice } from './market-notices'
import { notify } from './notifications'
import { judgeVideo, type VideoVerdict } from './video-verdict'

type CheckRow = typeof videoChecks.$inferSelect

/** How the checking job works (from the settings: videoCheckJob). */
export interface VideoCheckJob {
  checker: VideoChecker
  /** Lookups at once in one process. */
  concurrency: number
  /** Lookups per video before it is left unverifiable. */
  maxAttempts: number
  /** The first wait before another try; it doubles with each failure, up to MAX_RETRY_MS. */
  retryMs: number
  /** One lookup's limit, from which a claim's lease is sized. */
  timeoutMs: number
  log?: (m: string) => void
}

const MAX_RETRY_MS = 6 * 3_600_000
/** Claims per batch, for each lookup running at once; and batches in one run at most. */
const PER_WORKER = 4
const MAX_BATCHES = 8

export const videoCheckJob = (env: Env, checker: VideoChecker = createVideoChecker(env)): VideoCheckJob => ({
  checker,
  concurrency: env.VIDEO_CHECK_CONCURRENCY,
  maxAttempts: env.VIDEO_CHECK_ATTEMPTS,
  retryMs: env.VIDEO_CHECK_RETRY_MS,
  timeoutMs: env.VIDEO_CHECK_TIMEOUT_MS,
})

/**
 * The check rows of newly submitted videos, written in the submission's transaction so no video
 * goes unchecked (due at once: the time truncated, so no rounding puts it after the next run's).
 * With checking off they are decided at once (unverifiable), and no job is needed.
 */
export async function addVideoChecks(tx: Executor, rows: { id: string; videoKey: string | null }[], o: { checks: boolean; heldAt: Date }): Promise<void> {
  if (rows.length === 0) return
  await tx.insert(videoChecks).values(
    rows.map((u) =>
      o.checks
        ? { useId: u.id, heldAt: o.heldAt, nextAttemptAt: sql`date_trunc('milliseconds', now())` }
        : { useId: u.id, heldAt: o.heldAt, state: 'unverifiable' as const, reason: 'checks_off' as const, platform: videoOnPlatform(u.videoKey)?.platform ?? null, checkedAt: sql`now()` },
    ),
  )
}

/** Videos waiting for a lookup (claimed as every job's rows are: lib/claims.ts). */
const CHECK_QUEUE: ClaimQueue = { table: videoChecks, key: videoChecks.useId, next: videoChecks.nextAttemptAt, ready: eq(videoChecks.state, 'checking') }

async function claimChecks(db: Executor, o: { limit: number; leaseMs: number; skip: string[]; now?: Date }): Promise<CheckRow[]> {
  const keys = await claimDue(db, CHECK_QUEUE, o)
  return keys.length ? db.select().from(videoChecks).where(inArray(videoChecks.useId, keys)) : []
}

/**
 * Writes a verdict (if the video still waits for one) and moves its use's `updated_at`, so `since`
 * pulls carry it; true when it was written.
 */
export async function recordVideoCheck(db: Executor, useId: string, verdict: VideoVerdict, o: { attempts?: number; lastError?: string | null; now?: Date }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(videoChecks)
      .set({ ...verdict, checkedAt: nowSql(o.now), attempts: o.attempts, lastError: o.lastError })
      .where(and(eq(videoChecks.useId, useId), eq(videoChecks.state, 'checking')))
      .returning({ useId: videoChecks.useId })
    if (!row) return false
    const [use] = await tx.update(uses).set({ updatedAt: writeTime() }).where(eq(uses.id, useId)).returning({ id: uses.id, kind: uses.kind, status: uses.status, creatorId: uses.creatorId, campaignId: uses.campaignId })
    // Not verified: the owner has to look at it, and the creator is told why it waits.
    if (verdict.state !== 'verified' && use?.status === 'pending') {
      const [c] = await tx.select({ id: campaigns.id, kind: campaigns.kind, title: campaigns.title }).from(campaigns).where(eq(campaigns.id, use.campaignId))
      if (c) await notify(tx, use.creatorId, heldVideoNotice(c, use, verdict.state))
    }
    return true
  })
}

/** What one run did: videos given a verdict, and videos whose platform did not answer and wait for another try. */
export interface VideoCheckRun {
  checked: number
  retrying: number
}

/**
 * One run of the checking job: claims due videos a batch at a time and looks each up (at most
 * `concurrency` at once), then stores the verdict, or on a failed lookup schedules the next try
 * with a doubling wait; after `maxAttempts` failures the video is left unverifiable. Every server
 * process runs it; claims make each lookup happen in one of them only. `now` is for tests.
 */
export async function runVideoChecks(db: Executor, job: VideoCheckJob, now?: Date): Promise<VideoCheckRun> {
  const run: VideoCheckRun = { checked: 0, retrying: 0 }
  const batch = job.concurrency * PER_WORKER
  // Long enough for a whole batch even when every lookup runs to its time limit.
  const leaseMs = PER_WORKER * job.timeoutMs * 2 + 30_000
  const seen: string[] = []
  for (let i = 0; i < MAX_BATCHES; i++) {
    const claimed = await claimChecks(db, { limit: batch, leaseMs, skip: seen, now })
    seen.push(...claimed.map((c) => c.useId))
    const contexts = await contextsOf(db, claimed)
    await eachAtMost(job.concurrency, claimed, async (row) => {
      const ctx = contexts.get(row.useId)
      const lookup: VideoLookup = ctx ? await job.checker.lookup(ctx.video) : { outcome: 'unchecked', platform: null, reason: 'unsupported_platform' }
      if (lookup.outcome !== 'failed') {
        if (await recordVideoCheck(db, row.useId, judgeVideo(lookup, { profiles: ctx?.profiles ?? [], heldAt: row.heldAt, linkId: ctx?.linkId ?? null }), { now })) run.checked += 1
        return
      }
      const attempts = row.attempts + 1
      if (attempts >= job.maxAttempts) {
        job.log?.(`[video-check] ${lookup.platform} did not answer for use ${row.useId} after ${attempts} attempts: ${lookup.error}`)
        const verdict: VideoVerdict = { state: 'unverifiable', reason: 'platform_unreachable', platform: lookup.platform, author: null, account: null, title: null, thumbnailUrl: null, postedAt: null }
        if (await recordVideoCheck(db, row.useId, verdict, { attempts, lastError: lookup.error, now })) run.checked += 1
        return
      }
      const waitMs = Math.min(MAX_RETRY_MS, job.retryMs * 2 ** row.attempts)
      // Truncated, not rounded, to the column's millisecond: a try due at once is due to the very next run.
      await db
        .update(videoChecks)
        .set({ attempts, lastError: lookup.error, nextAttemptAt: sql`date_trunc('milliseconds', ${nowSql(now)} + make_interval(secs => ${waitMs / 1000}))` })
        .where(and(eq(videoChecks.useId, row.useId), eq(videoChecks.state, 'checking')))
      run.retrying += 1
    })
    if (claimed.length < batch) break
  }
  return run
}

/** The submitted link and the creator's verified profiles on its platform, per claimed video. */
async function contextsOf(db: Executor, claimed: CheckRow[]) {
  const out = new Map<string, { video: { url: string; key: string | null }; profiles: string[]; linkId: string | null }>()
  if (claimed.length === 0) return out
  const videos = await db
    .select({ id: uses.id, url: uses.videoUrl, key: uses.videoKey, creatorId: uses.creatorId })
    .from(uses)
    .where(
      inArray(
        uses.id,
        claimed.map((c) => c.useId),
      ),
    )
  const verified = await db
    .select({ userId: followerVerifications.userId, platform: followerVerifications.platform, profileUrl: followerVerifications.profileUrl })
    .from(followerVerifications)
    .where(and(inArray(followerVerifications.userId, [...new Set(videos.map((v) => v.creatorId))]), eq(followerVerifications.status, 'verified')))
  for (const v of videos) {
    if (!v.url) continue
    const on = videoOnPlatform(v.key)
    const profiles = verified.filter((p) => p.userId === v.creatorId && on && profilePlatform(p.platform) === on.platform).map((p) => p.profileUrl)
    out.set(v.id, { video: { url: v.url, key: v.key }, profiles, linkId: on?.id ?? null })
  }
  return out
}

/** The checking job in this process, every `intervalMs` (never overlapping itself); returns the stop function. */
export function startVideoChecks(db: Executor, job: VideoCheckJob, intervalMs: number, log: (m: string) => void = console.warn): () => void {
  return startPeriodic('[video-check] run', intervalMs, () => runVideoChecks(db, { log, ...job }), { log })
}
