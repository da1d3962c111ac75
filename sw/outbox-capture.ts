import type { AppDB } from '../src/db/db'
import { rebuildables, StorageFull, withRoomToWrite } from '../src/lib/sync/full-disk'
import { uuidV4 } from '../src/lib/sync/uuid'
import { matchDemoRoute } from './demo/routes'

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE'])

/**
 * Calls whose answer the user waits for, which make no sense later: the bank's account-name lookup
 * and its confirmation, signing in and out, passwords. They are never queued; when the server
 * cannot be reached the page says so and offers to try again.
 */
export const ONLINE_ONLY_PATHS: ReadonlySet<string> = new Set([
  '/auth/bank-add-init',
  '/auth/bank-add',
  '/auth/login',
  '/auth/signup',
  '/auth/logout',
  '/auth/change-password',
  '/auth/send-password-reset-email',
  '/auth/reset-password',
])

export const isOnlineOnly = (url: URL) => ONLINE_ONLY_PATHS.has(url.pathname.replace(/^\/api/, ''))

/**
 * Portal writes the worker takes care of: same-origin `/api/...` POST/PUT/DELETE calls made with a
 * user's token (sign-in and sign-up have none and need an answer now), that are not demo-area calls
 * and not the outbox's own replays (marked `x-outbox-replay`, so uploads keep real progress).
 * `x-outbox: skip` opts a call out, and online-only calls are never taken.
 */
export function isPortalWrite(request: Request, url: URL, origin: string): boolean {
  return (
    url.origin === origin &&
    url.pathname.startsWith('/api/') &&
    WRITE_METHODS.has(request.method) &&
    request.headers.get('x-access-token') !== null &&
    request.headers.get('x-outbox-replay') === null &&
    request.headers.get('x-outbox') !== 'skip' &&
    !isOnlineOnly(url) &&
    matchDemoRoute(request.method, url.pathname) === null
  )
}

/** The user a token was issued to (the JWT's `sub`); the signature is the server's business. */
export function tokenSubject(token: string): string | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown }
    return typeof json.sub === 'string' && json.sub ? json.sub : null
  } catch {
    return null
  }
}

export interface CaptureDeps {
  db: AppDB
  fetch: (request: Request) => Promise<Response>
  now: () => number
  /** The worker's Cache Storage: kept previews are dropped when the disk is full. */
  caches?: Pick<CacheStorage, 'delete'>
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * Sends a portal write on; if it fails at the network, records it in the outbox (DESIGN §5) and
 * answers 202 `{ queued: true, id }` so the page knows it will go later. The Idempotency-Key is
 * added before the first attempt (or the request's own is kept): that attempt may have reached the
 * server before the connection dropped, and the replay must then be recognised as a repeat.
 */
export async function sendOrQueue(request: Request, deps: CaptureDeps): Promise<Response> {
  const headers = new Headers(request.headers)
  const key = headers.get('idempotency-key') ?? uuidV4()
  headers.set('idempotency-key', key)
  const blob = await request.blob()
  const outgoing = new Request(request.url, { method: request.method, headers, body: blob.size ? blob : undefined, credentials: request.credentials, signal: request.signal })
  try {
    return await deps.fetch(outgoing)
  } catch (err) {
    if (request.signal.aborted) throw err
    const userId = tokenSubject(headers.get('x-access-token') ?? '')
    // A write we cannot attribute to a user must not be sent with anyone else's token: fail as the network did.
    if (!userId) return Response.error()
    const url = new URL(request.url)
    const now = deps.now()
    // On a full disk the worker frees what can be got again, as the page does; if it still does not
    // fit, the page hears why (507) instead of a change it believes queued.
    const store = () => deps.db.transaction('rw', deps.db.outbox, async () => {
      const existing = await deps.db.outbox.where('idempotencyKey').equals(key).first()
      if (existing) return existing.seq
      return deps.db.outbox.add({
        kind: 'raw',
        userId,
        method: request.method as 'POST' | 'PUT' | 'DELETE',
        path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
        body: blob.size ? { type: 'raw', blob, contentType: headers.get('content-type') } : { type: 'none' },
        input: null,
        idempotencyKey: key,
        createdAt: now,
        attempts: 1,
        nextAttemptAt: now,
        status: 'pending',
        announce: true,
      })
    })
    try {
      const seq = await withRoomToWrite(store, rebuildables(deps.db, { caches: deps.caches }))
      return json(202, { queued: true, id: seq, idempotencyKey: key })
    } catch (failure) {
      if (failure instanceof StorageFull) return json(507, { message: failure.message, code: 'storage_full' })
      throw failure
    }
  }
}
