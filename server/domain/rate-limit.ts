import { eq, sql } from 'drizzle-orm'
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
  const windowMs = windowSeconds * 1000
  const now = Date.now()
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs)
  for (const limit of limits) {
    const [row] = await db
      .insert(rateLimits)
      .values({ bucket: limit.bucket, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.bucket,
        set: {
          hits: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.hits} + 1 else 1 end`,
          windowStart: sql`excluded.window_start`,
        },
      })
      .returning({ hits: rateLimits.hits })
    if (row && row.hits > limit.max) {
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000))
      throw new RateLimited(retryAfter)
    }
  }
}

/** 429 when any bucket has already reached its limit in this window; counts nothing. */
export async function assertUnderLimits(db: Executor, windowSeconds: number, limits: Limit[]): Promise<void> {
  const windowMs = windowSeconds * 1000
  const now = Date.now()
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs)
  for (const limit of limits) {
    if ((await hitsInWindow(db, limit.bucket, windowStart)) >= limit.max) {
      throw new RateLimited(Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)))
    }
  }
}

/** How many hits a bucket has in the current window. */
export async function currentHits(db: Executor, windowSeconds: number, bucket: string): Promise<number> {
  const windowMs = windowSeconds * 1000
  return hitsInWindow(db, bucket, new Date(Math.floor(Date.now() / windowMs) * windowMs))
}

async function hitsInWindow(db: Executor, bucket: string, windowStart: Date): Promise<number> {
  const [row] = await db.select({ hits: rateLimits.hits, windowStart: rateLimits.windowStart }).from(rateLimits).where(eq(rateLimits.bucket, bucket))
  return row && row.windowStart.getTime() === windowStart.getTime() ? row.hits : 0
}

/** Counts one hit in each bucket without refusing anything (failures, counted after the fact). */
export async function countHits(db: Executor, windowSeconds: number, buckets: string[]): Promise<void> {
  await consumeRateLimits(
    db,
    windowSeconds,
    buckets.map((bucket) => ({ bucket, max: Number.MAX_SAFE_INTEGER })),
  )
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
