import { and, eq, lt, or, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { idempotencyKeys } from '../db/schema/platform'

/** DESIGN §3: first responses are kept for at least seven days. */
export const KEEP_FOR_MS = 7 * 24 * 60 * 60 * 1000
/** A key still 'processing' after this long belongs to a request whose process died. */
export const ABANDONED_AFTER_MS = 5 * 60 * 1000

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; contentType: string | null; body: string }
  | { kind: 'mismatch' }
  | { kind: 'busy' }

/**
 * Claims (scope, key) for this request by inserting it as 'processing' first, so a concurrent
 * duplicate finds the row and never runs the handler a second time. An expired or abandoned row
 * is taken over in the same statement.
 */
export async function claimKey(db: Executor, scope: string, key: string, requestHash: string): Promise<Claim> {
  const now = Date.now()
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash, state: 'processing', expiresAt: new Date(now + KEEP_FOR_MS) })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { requestHash, state: 'processing', statusCode: null, contentType: null, responseBody: null, createdAt: sql`now()`, expiresAt: new Date(now + KEEP_FOR_MS) },
      setWhere: or(
        lt(idempotencyKeys.expiresAt, sql`now()`),
        and(eq(idempotencyKeys.state, 'processing'), lt(idempotencyKeys.createdAt, new Date(now - ABANDONED_AFTER_MS))),
      ),
    })
    .returning({ scope: idempotencyKeys.scope })
  if (inserted) return { kind: 'claimed' }
  const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
  // Deleted between the two statements (its request failed): the client's retry will claim it.
  if (!row) return { kind: 'busy' }
  if (row.requestHash !== requestHash) return { kind: 'mismatch' }
  if (row.state === 'processing' || row.statusCode === null) return { kind: 'busy' }
  return { kind: 'replay', status: row.statusCode, contentType: row.contentType, body: row.responseBody ?? '' }
}

export async function completeKey(db: Executor, scope: string, key: string, status: number, contentType: string | null, body: string) {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', statusCode: status, contentType, responseBody: body })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
}

/** Forgets a claim whose response must not be replayed (5xx, 401, 408, 429), so a retry runs again. */
export async function releaseKey(db: Executor, scope: string, key: string) {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
}

export async function purgeExpiredKeys(db: Executor) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`))
}
