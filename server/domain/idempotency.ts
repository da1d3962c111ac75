import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { and, eq, isNull, like, lt, ne, or, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { idempotencyKeys } from '../db/schema/platform'

/** DESIGN §3: first responses are kept for at least seven days. */
export const KEEP_FOR_MS = 7 * 24 * 60 * 60 * 1000
/**
 * A request holds its key for this long and renews the hold every RENEW_EVERY_MS while it runs;
 * a key whose hold ran out belongs to a process that died, and the next retry takes it over.
 */
export const LEASE_MS = 10_000
export const RENEW_EVERY_MS = 3_000
/** Rows written before leases existed: abandoned after this long, as before. */
const LEGACY_ABANDONED_AFTER_MS = 5 * 60 * 1000

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; contentType: string | null; body: string; bodyDigest: string | null }
  | { kind: 'mismatch' }
  | { kind: 'busy' }

/** This machine and port: the same server restarted has the same node name. */
export const nodeName = (port: number) => `${hostname()}:${port}`
/** One running server process: its node name and a fresh id per start. */
export const newHolder = (port: number) => `${nodeName(port)}#${randomUUID()}`

const leaseEnd = () => sql`now() + make_interval(secs => ${LEASE_MS / 1000})`

/**
 * Claims (scope, key) for this request by inserting it as 'processing' first, so a concurrent
 * duplicate finds the row and never runs the handler a second time. An expired row, or one whose
 * holder stopped renewing its lease (the process died), is taken over in the same statement.
 */
export async function claimKey(db: Executor, scope: string, key: string, requestHash: string, holder = 'unknown'): Promise<Claim> {
  const now = Date.now()
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash, state: 'processing', expiresAt: new Date(now + KEEP_FOR_MS), holder, leaseUntil: leaseEnd() })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: {
        requestHash,
        state: 'processing',
        statusCode: null,
        contentType: null,
        responseBody: null,
        createdAt: sql`now()`,
        expiresAt: new Date(now + KEEP_FOR_MS),
        holder,
        leaseUntil: leaseEnd(),
        bodyDigest: null,
      },
      setWhere: or(
        lt(idempotencyKeys.expiresAt, sql`now()`),
        and(eq(idempotencyKeys.state, 'processing'), lt(idempotencyKeys.leaseUntil, sql`now()`)),
        and(eq(idempotencyKeys.state, 'processing'), isNull(idempotencyKeys.leaseUntil), lt(idempotencyKeys.createdAt, new Date(now - LEGACY_ABANDONED_AFTER_MS))),
      ),
    })
    .returning({ scope: idempotencyKeys.scope })
  if (inserted) return { kind: 'claimed' }
  const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
  // Deleted between the two statements (its request failed): the client's retry will claim it.
  if (!row) return { kind: 'busy' }
  if (row.requestHash !== requestHash) return { kind: 'mismatch' }
  if (row.state === 'processing' || row.statusCode === null) return { kind: 'busy' }
  return { kind: 'replay', status: row.statusCode, contentType: row.contentType, body: row.responseBody ?? '', bodyDigest: row.bodyDigest }
}

/** The running request still holds its key. */
export async function renewLease(db: Executor, scope: string, key: string, holder: string) {
  await db
    .update(idempotencyKeys)
    .set({ leaseUntil: leaseEnd() })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.holder, holder), eq(idempotencyKeys.state, 'processing')))
}

export type Lookup = { kind: 'unknown' } | { kind: 'busy' } | { kind: 'stored'; status: number; contentType: string | null; body: string }

/** What the server did with a caller's key: the stored answer, still running, or never seen. */
export async function lookupKey(db: Executor, scope: string, key: string): Promise<Lookup> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), sql`${idempotencyKeys.expiresAt} > now()`))
  if (!row) return { kind: 'unknown' }
  if (row.state === 'processing' || row.statusCode === null) {
    // A lease that ran out is a request that died: nothing was applied, so nothing is known.
    return row.leaseUntil && row.leaseUntil.getTime() < Date.now() ? { kind: 'unknown' } : { kind: 'busy' }
  }
  return { kind: 'stored', status: row.statusCode, contentType: row.contentType, body: row.responseBody ?? '' }
}

/**
 * At start-up: keys still 'processing' under this node's earlier run died with it. `node` null
 * (the embedded database, one process only) releases every such key.
 */
export async function releaseDeadClaims(db: Executor, node: string | null, holder: string): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.state, 'processing'),
        node === null
          ? or(isNull(idempotencyKeys.holder), ne(idempotencyKeys.holder, holder))
          : and(like(idempotencyKeys.holder, `${node}#%`), ne(idempotencyKeys.holder, holder)),
      ),
    )
    .returning({ key: idempotencyKeys.key })
  return rows.length
}

/** Keeps the answer for repeats; `bodyDigest` is an upload's file digest (see the middleware). */
export async function completeKey(db: Executor, scope: string, key: string, status: number, contentType: string | null, body: string, bodyDigest: string | null = null) {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', statusCode: status, contentType, responseBody: body, holder: null, leaseUntil: null, bodyDigest })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
}

/** Forgets a claim whose response must not be replayed (5xx, 401, 408, 429), so a retry runs again. */
export async function releaseKey(db: Executor, scope: string, key: string) {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
}

export async function purgeExpiredKeys(db: Executor) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`))
}
