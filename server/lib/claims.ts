import { and, asc, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '../db/client'
import { nowSql } from './sql-time'

/** A job's queue on a table: the rows that are `ready`, due by `next`, keyed by `key`. */
export interface ClaimQueue {
  table: PgTable
  key: PgColumn
  next: PgColumn
  ready: SQL
}

/**
 * Takes up to `limit` rows due now (ready, `next` passed), skipping rows another process holds and
 * the keys in `skip`, and leases them: `next` moves `leaseMs` ahead, so until then no other run
 * takes them, and a process that dies mid-run leaves them to the next run after the lease. Every
 * job that several server processes run at once claims its rows this way (video checks, payout
 * releases); returns the claimed keys, oldest due first.
 */
export async function claimDue(db: Executor, q: ClaimQueue, o: { limit: number; leaseMs: number; skip: string[]; now?: Date }): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ key: q.key })
      .from(q.table)
      .where(and(q.ready, lte(q.next, nowSql(o.now)), o.skip.length ? notInArray(q.key, o.skip) : undefined))
      .orderBy(asc(q.next), asc(q.key))
      .limit(o.limit)
      .for('update', { skipLocked: true })
    const keys = due.map((d) => String(d.key))
    if (keys.length === 0) return []
    await tx.execute(sql`update ${q.table} set ${sql.identifier(q.next.name)} = ${nowSql(o.now)} + make_interval(secs => ${o.leaseMs / 1000}) where ${inArray(q.key, keys)}`)
    return keys
  })
}
