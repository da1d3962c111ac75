import type { AppDB } from '../../db/db'
import { buildRequest, readErrorBody } from '../api/request'
import { yieldToMain } from '../idle'
import { awaitingPull, markLanded } from './landing'
import { pauseUser } from './outbox'
import { evictSets, keptSets } from './param-sets'
import { roleAllows, stateKey, type CollectionDef, type Params, type PullPage, type Row, type SyncRegistry } from './registry'
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
  /** Why a failed pull failed: the server's message, or that no answer came (`offline`). */
  message?: string
  offline?: boolean
}

/** A change feed's first pull starts from the beginning of time. */
const EPOCH = new Date(0).toISOString()

/**
 * Brings one mirror table up to date: GET with If-None-Match (304: nothing to do) and, where the
 * endpoint has a change feed, `since` the last cursor, page after page; tombstones delete rows.
 * Each page is stored in one transaction with the new cursor, so an interrupted pull resumes.
 */
export async function pullCollection(deps: PullDeps, def: CollectionDef, params?: Params): Promise<PullResult> {
  const { db } = deps
  const out: PullResult = { collection: def.name, status: 'skipped', rows: 0, deleted: 0, bytes: 0, requests: 0 }
  const session = await activeSession(db)
  if (!session) return out
  const landing = await awaitingPull(db, session.userId, def.name)
  // This user never pulls the list (or keeps none of its parameter sets): writes waiting for it wait no longer.
  const sets = def.params && !params ? await keptSets(db, def.name, session.userId) : null
  if (!roleAllows(def.roles, session.role) || sets?.length === 0) {
    await db.transaction('rw', db.outbox, () => markLanded(db, landing, def.name))
    return out
  }
  // Refreshed after a write: every parameter set kept here, the waiting writes landing with the last.
  if (sets) {
    for (const [i, set] of sets.entries()) {
      const one = await pullSet(deps, def, set, session, i === sets.length - 1 ? landing : [])
      out.rows += one.rows
      out.deleted += one.deleted
      out.bytes += one.bytes
      out.requests += one.requests
      // No answer, or the token refused: the rest would fare no better, and the writes keep waiting.
      if (one.status === 'failed' || one.status === 'unauthorized') return { ...out, status: one.status, message: one.message, offline: one.offline }
      if (one.status !== 'skipped' && out.status !== 'updated') out.status = one.status
    }
    return out
  }
  // One set a screen asked for: which set a waiting write changed is unknown, so it lands with the refresh above.
  return pullSet(deps, def, params ?? {}, session, def.params ? [] : landing)
}

type Session = NonNullable<Awaited<ReturnType<typeof activeSession>>>

async function pullSet(deps: PullDeps, def: CollectionDef, params: Params, session: Session, landing: number[]): Promise<PullResult> {
  const { db } = deps
  const out: PullResult = { collection: def.name, status: 'skipped', rows: 0, deleted: 0, bytes: 0, requests: 0 }
  const key = stateKey(def, params)
  const saved = await db.syncState.get(key)
  const state = saved?.userId === session.userId ? saved : undefined
  let cursor = def.since ? (state?.cursor ?? null) : null
  for (let page = 0; page < 10_000; page++) {
    const base = def.query ? def.query({ userId: session.userId, role: session.role }, params) : params
    const query = { ...base, ...(def.since ? { [def.since]: cursor ?? EPOCH } : {}) }
    const post = def.method === 'POST'
    const url = buildRequest({ base: deps.baseUrl, path: def.path, query: post ? {} : query }).url
    const headers: Record<string, string> = {}
    if (!post && state?.etag && state.etagUrl === url) headers['if-none-match'] = state.etag
    // A read, though a POST: the worker must not queue it as a write when the network is down.
    if (post) headers['x-outbox'] = 'skip'
    // The token of the session as it is now, read when the pull started.
    const req = buildRequest({ base: deps.baseUrl, path: def.path, method: post ? 'POST' : 'GET', query: post ? {} : query, body: post ? query : undefined, token: session.accessToken, headers })
    let res: Response
    let text: string
    try {
      res = await deps.fetch(req.url, { method: req.method, headers: req.headers, body: req.body, credentials: 'include', signal: AbortSignal.timeout(deps.timeoutMs ?? 30_000) })
      text = res.status === 304 ? '' : await res.text()
    } catch {
      return { ...out, status: 'failed', offline: true, message: 'No connection to the server' }
    }
    out.requests++
    out.bytes += text.length
    if (res.status === 304) {
      // Unchanged since the last pull: the mirror already holds what the server has.
      await db.transaction('rw', db.syncState, db.outbox, async () => {
        await db.syncState.update(key, { lastPulledAt: deps.now() })
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
    if (!res.ok) return { ...out, status: 'failed', message: readErrorBody(res.status, text, res.statusText).message }
    const body = def.parse(JSON.parse(text) as unknown, params)
    const last = !def.since || !body.hasMore || !body.cursor || body.cursor === cursor
    const opts = { replace: !def.since || cursor === null, url, etag: res.headers.get('etag'), userId: session.userId, landed: last ? landing : [] }
    const stored = await store(deps, def, body, { ...opts, key, params })
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
  key: string
  params: Params
}

/** One page into the mirror with its cursor, unless the user changed meanwhile (then nothing). */
async function store(deps: PullDeps, def: CollectionDef, body: PullPage, o: StoreOptions): Promise<boolean> {
  const { db } = deps
  const table = db.table(def.table)
  return db.transaction('rw', [table, db.syncState, db.meta, db.outbox], async () => {
    const session = await activeSession(db)
    if (session?.userId !== o.userId) return false
    if (o.replace && def.params) await table.filter(def.params.owns(o.params)).delete()
    else if (o.replace) await table.clear()
    if (body.rows.length) await table.bulkPut(body.rows)
    if (body.deleted?.length) await table.bulkDelete(body.deleted)
    if (body.trim) await table.filter((row: Row) => body.trim!(row)).delete()
    await db.syncState.put({
      collection: o.key,
      userId: o.userId,
      ...(def.params ? { of: def.name, params: o.params } : {}),
      ...(o.etag ? { etag: o.etag, etagUrl: o.url } : {}),
      cursor: body.cursor ?? null,
      lastPulledAt: deps.now(),
    })
    await markLanded(db, o.landed, def.name)
    if (def.params) await evictSets(db, table, def.name, def.params, o.userId)
    return true
  })
}

/**
 * Every registered collection the signed-in user may pull, one after the other. Parameterised
 * collections are pulled when a screen asks, or named (after a write): never by "all".
 */
export async function pullAll(deps: PullDeps, names?: readonly string[]): Promise<PullResult[]> {
  const registry = deps.registry ?? syncRegistry
  const defs = names ? names.map((n) => registry.collection(n)).filter((d): d is CollectionDef => d !== undefined) : registry.collections().filter((d) => !d.params)
  const results: PullResult[] = []
  for (const def of defs) {
    results.push(await pullCollection(deps, def))
    // Each stored list wakes the screens' live queries: let them (and the user's taps) run between lists.
    await yieldToMain()
  }
  return results
}
