import type { AppDB } from '../../db/db'
import { yieldToMain } from '../idle'
import { awaitingPull, markLanded } from './landing'
import { pauseUser } from './outbox'
import { roleAllows, type CollectionDef, type PullPage, type Row, type SyncRegistry } from './registry'
import { activeSession, revokeSessionToken } from './session-row'
import { syncRegistry } from './sync-registry'

export interface PullDeps {
  db: AppDB
  fetch: typeof fetch
  baseUrl: string
  now: () => number
  registry?: SyncRegistry
  timeoutMs?: number
  /** The token was refused: the page signs out (the 401 rule). */
  onUnauthorized?: (userId: string, token: string) => void
}

export interface PullResult {
  collection: string
  status: 'updated' | 'not-modified' | 'skipped' | 'failed' | 'unauthorized'
  rows: number
  deleted: number
  /** Bytes of the answers' bodies as received (after any content decoding). */
  bytes: number
  requests: number
}

/** A change feed's first pull starts from the beginning of time. */
const EPOCH = new Date(0).toISOString()

function urlOf(base: string, def: CollectionDef, query: Record<string, string>): string {
  const url = new URL(`${base.replace(/\/+$/, '')}${def.path}`)
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v)
  return url.toString()
}

/**
 * Brings one mirror table up to date: GET with If-None-Match (304: nothing to do) and, where the
 * endpoint has a change feed, `since` the last cursor, page after page; tombstones delete rows.
 * Each page is stored in one transaction with the new cursor, so an interrupted pull resumes.
 */
export async function pullCollection(deps: PullDeps, def: CollectionDef): Promise<PullResult> {
  const { db } = deps
  const out: PullResult = { collection: def.name, status: 'skipped', rows: 0, deleted: 0, bytes: 0, requests: 0 }
  const session = await activeSession(db)
  if (!session) return out
  const landing = await awaitingPull(db, session.userId, def.name)
  // This user never pulls the list: writes waiting for it wait no longer.
  if (!roleAllows(def.roles, session.role)) {
    await db.transaction('rw', db.outbox, () => markLanded(db, landing, def.name))
    return out
  }
  const saved = await db.syncState.get(def.name)
  const state = saved?.userId === session.userId ? saved : undefined
  let cursor = def.since ? (state?.cursor ?? null) : null
  for (let page = 0; page < 10_000; page++) {
    const query = { ...def.query?.({ userId: session.userId, role: session.role }), ...(def.since ? { [def.since]: cursor ?? EPOCH } : {}) }
    const post = def.method === 'POST'
    const url = post ? urlOf(deps.baseUrl, def, {}) : urlOf(deps.baseUrl, def, query)
    const headers: Record<string, string> = { 'x-access-token': session.accessToken, render: 'backend', accept: 'application/json' }
    if (!post && state?.etag && state.etagUrl === url) headers['if-none-match'] = state.etag
    // A read, though a POST: the worker must not queue it as a write when the network is down.
    if (post) Object.assign(headers, { 'content-type': 'application/json', 'x-outbox': 'skip' })
    let res: Response
    let text: string
    try {
      const init: RequestInit = { headers, credentials: 'include', signal: AbortSignal.timeout(deps.timeoutMs ?? 30_000) }
      res = await deps.fetch(url, post ? { ...init, method: 'POST', body: JSON.stringify(query) } : init)
      text = res.status === 304 ? '' : await res.text()
    } catch {
      out.status = 'failed'
      return out
    }
    out.requests++
    out.bytes += text.length
    if (res.status === 304) {
      // Unchanged since the last pull: the mirror already holds what the server has.
      await db.transaction('rw', db.syncState, db.outbox, async () => {
        await db.syncState.update(def.name, { lastPulledAt: deps.now() })
        await markLanded(db, landing, def.name)
      })
      if (out.status === 'skipped') out.status = 'not-modified'
      return out
    }
    if (res.status === 401) {
      await db.transaction('rw', db.outbox, db.meta, async () => {
        await pauseUser(db, session.userId)
        await revokeSessionToken(db, session.accessToken)
      })
      deps.onUnauthorized?.(session.userId, session.accessToken)
      out.status = 'unauthorized'
      return out
    }
    if (!res.ok) {
      out.status = 'failed'
      return out
    }
    const body = def.parse(JSON.parse(text) as unknown)
    const last = !def.since || !body.hasMore || !body.cursor || body.cursor === cursor
    const opts = { replace: !def.since || cursor === null, url, etag: res.headers.get('etag'), userId: session.userId, landed: last ? landing : [] }
    const stored = await store(deps, def, body, opts)
    if (!stored) return out
    // An empty page of a change feed is "nothing changed", like a 304.
    const changed = body.rows.length > 0 || (body.deleted?.length ?? 0) > 0 || !def.since
    if (changed) out.status = 'updated'
    else if (out.status === 'skipped') out.status = 'not-modified'
    out.rows += body.rows.length
    out.deleted += body.deleted?.length ?? 0
    if (last) return out
    cursor = body.cursor ?? null
  }
  return out
}

interface StoreOptions {
  replace: boolean
  url: string
  etag: string | null
  userId: string
  /** Confirmed writes this (last) page has brought in: they drop with it. */
  landed: readonly number[]
}

/** One page into the mirror with its cursor, unless the user changed meanwhile (then nothing). */
async function store(deps: PullDeps, def: CollectionDef, body: PullPage, o: StoreOptions): Promise<boolean> {
  const { db } = deps
  const table = db.table(def.table)
  return db.transaction('rw', [table, db.syncState, db.meta, db.outbox], async () => {
    const session = await activeSession(db)
    if (session?.userId !== o.userId) return false
    if (o.replace) await table.clear()
    if (body.rows.length) await table.bulkPut(body.rows)
    if (body.deleted?.length) await table.bulkDelete(body.deleted)
    if (body.trim) await table.filter((row: Row) => body.trim!(row)).delete()
    await db.syncState.put({
      collection: def.name,
      userId: o.userId,
      ...(o.etag ? { etag: o.etag, etagUrl: o.url } : {}),
      cursor: body.cursor ?? null,
      lastPulledAt: deps.now(),
    })
    await markLanded(db, o.landed, def.name)
    return true
  })
}

/** Every registered collection the signed-in user may pull, one after the other. */
export async function pullAll(deps: PullDeps, names?: readonly string[]): Promise<PullResult[]> {
  const registry = deps.registry ?? syncRegistry
  const defs = names ? names.map((n) => registry.collection(n)).filter((d): d is CollectionDef => d !== undefined) : registry.collections()
  const results: PullResult[] = []
  for (const def of defs) {
    results.push(await pullCollection(deps, def))
    // Each stored list wakes the screens' live queries: let them (and the user's taps) run between lists.
    await yieldToMain()
  }
  return results
}
