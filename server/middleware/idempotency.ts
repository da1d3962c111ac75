import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { users } from '../db/schema/accounts'
import { claimKey, completeKey, releaseKey, renewLease, RENEW_EVERY_MS } from '../domain/idempotency'
import { MULTIPART_SLACK } from '../domain/uploads'
import { tokenFrom, verifyAccessToken } from '../lib/auth'
import { HttpError } from '../lib/errors'
import { boundaryOf, readMultipartField } from '../lib/multipart'
import type { AppEnv } from '../lib/router'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Outcomes a retry should run again for rather than be handed back: transient ones, and refusals
 * that depend on the current state (wrong role, not found, conflict). A refusal applied nothing,
 * so running the request again is safe, and a write the user retries from the app's "needs
 * attention" list (same key, DESIGN §5) can succeed once the state has changed. Refusals of the
 * request itself (400, 413, 415) are kept: a repeat fails the same way.
 */
const RETRYABLE = new Set([401, 403, 404, 408, 409, 429])

const isMultipart = (c: Context<AppEnv>) => (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/')

/** An answer that hands out a token (sign-in, sign-up, password change) is never kept for replay. */
const CARRIES_TOKEN = /"accessToken"\s*:/

/**
 * Keys are per caller: the signed-in user, or one shared 'anonymous' scope. A token that no longer
 * holds (signed out, password changed, account deleted) has no scope at all: nothing stored is
 * replayed to it, and the route's own check answers 401.
 */
async function scopeOf(c: Context<AppEnv>): Promise<string | null> {
  const token = tokenFrom(c)
  const claims = token ? await verifyAccessToken(token, c.var.jwtSecret) : null
  if (!claims) return 'anonymous'
  const [row] = await c.var.database.db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, claims.userId))
  return row && row.tokenVersion === claims.tokenVersion ? claims.userId : null
}

/**
 * What makes two requests "the same": method, path, query and body. Multipart uploads are not
 * buffered to be hashed (that is what streaming them avoids): their file is compared when a
 * repeat comes, against the digest of the file the first request stored.
 * Anonymous calls share a scope, but a replay needs the identical body — for login that means
 * the password — so a stored response never reaches someone who could not have made the call.
 */
async function fingerprint(c: Context<AppEnv>): Promise<string> {
  const url = new URL(c.req.url)
  const body = isMultipart(c) ? '' : await c.req.text()
  return createHash('sha256').update(`${c.req.method} ${url.pathname}${url.search}\n${body}`).digest('hex')
}

/**
 * A repeat of an upload's key: the file it carries, hashed as it streams past (never buffered),
 * against the file the first request stored. Null when it cannot be read as an upload.
 */
async function repeatedFileDigest(c: Context<AppEnv>): Promise<string | null> {
  const boundary = boundaryOf(c.req.header('content-type') ?? '')
  const body = c.req.raw.body
  if (!boundary || !body) return null
  const hash = createHash('sha256')
  const part = await readMultipartField(body, boundary, 'file', c.var.env.UPLOAD_MAX_BYTES + MULTIPART_SLACK, async (chunk) => {
    hash.update(chunk)
  })
  return part ? hash.digest('hex') : null
}

const reused = () => new HttpError(422, 'This Idempotency-Key was already used for a different request; use a new key', 'idempotency_key_reused')

/**
 * Idempotency-Key on POST and DELETE (DESIGN §3): the first response per (caller, key) is kept
 * for seven days and returned for a repeat with `Idempotent-Replayed: true`; the same key with a
 * different request is 422; a repeat while the first is still running is 409. The running request
 * renews its lease on the key, so a key whose process died is free again within seconds.
 */
export function idempotency(holder = 'unknown'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST' && c.req.method !== 'DELETE') return next()
    const key = c.req.header('idempotency-key')
    if (key === undefined) return next()
    if (!UUID.test(key)) throw new HttpError(400, 'Idempotency-Key must be a UUID', 'invalid_idempotency_key')
    const { db } = c.var.database
    const scope = await scopeOf(c)
    if (scope === null) return next()
    const k = key.toLowerCase()
    const claim = await claimKey(db, scope, k, await fingerprint(c), holder)
    if (claim.kind === 'mismatch') throw reused()
    if (claim.kind === 'busy') {
      throw new HttpError(409, 'A request with this Idempotency-Key is still being processed; retry in a moment', 'idempotency_in_progress', undefined, {
        'Retry-After': '1',
      })
    }
    if (claim.kind === 'replay') {
      if (claim.bodyDigest && isMultipart(c) && (await repeatedFileDigest(c)) !== claim.bodyDigest) throw reused()
      return new Response(claim.body, {
        status: claim.status,
        headers: { 'Content-Type': claim.contentType ?? 'application/json', 'Idempotent-Replayed': 'true' },
      })
    }
    const renewal = setInterval(() => void renewLease(db, scope, k, holder).catch(() => undefined), RENEW_EVERY_MS)
    try {
      await next()
    } catch (err) {
      await releaseKey(db, scope, k)
      throw err
    } finally {
      clearInterval(renewal)
    }
    const res = c.res
    if (res.status >= 500 || RETRYABLE.has(res.status)) {
      await releaseKey(db, scope, k)
      return
    }
    const body = await res.clone().text()
    if (CARRIES_TOKEN.test(body)) {
      await releaseKey(db, scope, k)
      return
    }
    await completeKey(db, scope, k, res.status, res.headers.get('content-type'), body, c.get('uploadDigest') ?? null)
  }
}
