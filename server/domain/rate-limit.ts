import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { rateLimits } from '../db/schema/platform'
import { HttpError } from '../lib/errors'

export interface Limit {
  /** What is counted, e.g. `login:ip:203.0.113.9`. */
  bucket: string
  max: number
}

/**
 * Counts one attempt in each bucket (a fixed window shared by every server process through the
 * database) and throws 429 with Retry-After when any bucket is over its limit.
 */
export async function consumeRateLimits(db: Executor, windowSeconds: number, limits: Limit[]): Promise<void> {
  const { windowStart, retryAfterSeconds } = windowOf(windowSeconds)
  for (const limit of limits) {
    if ((await hit(db, limit.bucket, windowStart)) > limit.max) throw new RateLimited(retryAfterSeconds)
  }
}

/**
 * Takes one hit from each bucket at once and answers each bucket's count including it. An attempt
 * is counted before it is judged, so a burst sent at once cannot all be judged against the same
 * old count: the database hands out the counts one by one, in every server process.
 */
export async function takeHits(db: Executor, windowSeconds: number, buckets: string[]): Promise<{ hits: number[]; retryAfterSeconds: number }> {
  const { windowStart, retryAfterSeconds } = windowOf(windowSeconds)
  const hits: number[] = []
  for (const bucket of buckets) hits.push(await hit(db, bucket, windowStart))
  return { hits, retryAfterSeconds }
}

/** Gives back hits taken in this window (an attempt that succeeded, or was refused unjudged). */
export async function giveBackHits(db: Executor, windowSeconds: number, buckets: string[]): Promise<void> {
  const { windowStart } = windowOf(windowSeconds)
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(inArray(rateLimits.bucket, buckets), eq(rateLimits.windowStart, windowStart)))
}

/** Counts one hit in a bucket's current window (starting it over when the window has moved on). */
async function hit(db: Executor, bucket: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.bucket,
      set: {
        hits: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.hits} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ hits: rateLimits.hits })
  return row?.hits ?? 1
}

function windowOf(windowSeconds: number): { windowStart: Date; retryAfterSeconds: number } {
  const windowMs = windowSeconds * 1000
  const now = Date.now()
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs)
  return { windowStart, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)) }
}

export class RateLimited extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many attempts. Please wait ${Math.ceil(retryAfterSeconds / 60)} minute(s) and try again.`, 'rate_limited', undefined, {
      'Retry-After': String(retryAfterSeconds),
    })
  }
}

/** Drops counters of windows that have ended; run at start. */
export async function purgeRateLimits(db: Executor, windowSeconds: number): Promise<void> {
  await db.execute(sql`delete from ${rateLimits} where ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds})`)
}
