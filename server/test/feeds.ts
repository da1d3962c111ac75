import { sql } from 'drizzle-orm'
import type { Executor } from '../db/client'

/** The tables whose updated_at the change feeds read. */
export type FeedTable = 'categories' | 'notifications' | 'users' | 'campaigns' | 'slot_holds' | 'uses'

/**
 * Moves the last changes of these tables (and every deletion) a minute into the past, as if the
 * lists had been quiet since: a feed's cursor is then exactly its newest change, and a repeated
 * pull answers nothing new (mirror-feed.ts holds the cursor back while changes are fresh).
 */
export async function settleFeeds(db: Executor, tables: readonly FeedTable[]): Promise<void> {
  for (const table of tables) await db.execute(sql.raw(`update ${table} set updated_at = updated_at - interval '1 minute'`))
  await db.execute(sql`update sync_tombstones set deleted_at = deleted_at - interval '1 minute'`)
}

/**
 * Leaves a row the way a transaction that stamped it `ms` ago and commits only now would: its
 * updated_at a little in the past, after a pull that ran in between answered a later cursor.
 */
export async function stampAgo(db: Executor, table: 'categories' | 'notifications' | 'users', id: string, ms: number): Promise<void> {
  await db.execute(sql`update ${sql.identifier(table)} set updated_at = clock_timestamp() - ${`${ms} milliseconds`}::interval where id = ${id}`)
}
