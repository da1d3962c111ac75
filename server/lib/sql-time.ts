import { sql, type SQL } from 'drizzle-orm'

/**
 * "Now" for a query: the database's clock (one clock for every server process), or an injected
 * instant so jobs and tests can run at any time they like.
 */
export const nowSql = (now?: Date): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`)

/** The moment of the write itself, for `updated_at` (see db/schema/marketplace.ts). */
export const writeTime = (): SQL => sql`clock_timestamp()`
