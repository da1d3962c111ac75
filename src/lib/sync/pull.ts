import type { AppDB } from '../../db/db'
import { buildRequest, readErrorBody } from '../api/request'
import { yieldToMain } from '../idle'
import { awaitingPull, markLanded } from './landing'
import { noAnswer } from './outcome'
import { pauseUser } from './outbox'
import { evictSets, keptSets } from './param-sets'
import { listOf, roleAllows, stateKey, type CollectionDef, type Params, type PullPage, type Row, type SyncRegistry } from './registry'
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
  /** Why a failed pull failed: the server's message, or that no answer came (`offline`: none, or a gateway's in front of a server that is down). */
  message?: string
  offline?: boolean
}

/** A change feed's first pull starts from the beginning of time. */
const EPOCH = new Date(0).toISOString()

const skipped = (def: CollectionDef): PullResult => ({ collection: def.name, status: 'skipped', rows: 0, deleted: 0, bytes: 0, requests: 0 })

/** Confirmed writes waiting for one list (or one parameter set of it, by its key): they drop with its pull. */
type Landing = Array<{ key: string; seqs: number[] }>

/**
 * Brings one mirror table up to date: GET with If-None-Match (304: nothing to do) and, where the
 * endpoint has a change feed, `since` the last cursor, page after page; tombstones delete rows.
 * Each page is stored in one transaction with the new cursor, so an interrupted pull resumes.
 * A parameterised collection pulls the set `params` (a screen asked for it, or a write waits for
 * it), or without them every set kept here (writes that did not say which set they changed).
 */
export async function pullCollection(deps: PullDeps, def: CollectionDef, params?: Params): Promise<PullResult> {
  const { db } = deps
  const out = skipped(def)
  const session = await activeSession(db)
  if (!session) return out
  const setKey = def.params && params ? stateKey(def, params) : def.name
  // Read when the pull starts: only a pull that started after the confirmation may drop them.
  const landing = { key: setKey, seqs: await awaitingPull(db, session.userId, setKey) }
  // This user never pulls the list (or keeps none of its parameter sets): writes waiting for it wait no longer.
  const sets = def.params && !params ? await keptSets(db, def.name, session.userId) : null
  if (!roleAllows(def.roles, session.role) || sets?.length === 0) {
    await db.transaction('rw', db.outbox, () => markLanded(db, landing.seqs, landing.key))
    return out
  }
  if (!sets) return pullSet(deps, def, params ?? {}, session, [landing])
  // Every parameter set kept here, each dropping the writes that wait for it; those waiting for the
  // whole list land with the last.
  for (const [i, set] of sets.entries()) {
    const key = stateKey(def, set)
    const own = { key, seqs: await awaitingPull(db, session.userId, key) }
    const one = await pullSet(deps, def, set, session, i === sets.length - 1 ? [own, landing] : [own])
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

/**
 * The one set of a parameterised collection that confirmed writes wait for: pulled if this device
 * keeps it; otherwise nothing here shows it, and the writes waiting for it drop without a request.
 * None waiting: a screen's pull since the confirmation has brought the set already.
 */
async function pullWaitedSet(deps: PullDeps, def: CollectionDef, params: Params): Promise<PullResult> {
  const { db } = deps
  const session = await activeSession(db)
  const key = stateKey(def, params)
  const waiting = session ? await awaitingPull(db, session.userId, key) : []
  if (!waiting.length) return skipped(def)
  const keptHere = async () => (await db.syncState.get(key))?.userId === session?.userId
  if (await keptHere()) return pullCollection(deps, def, params)
  await db.transaction('rw', db.outbox, db.syncState, async () => {
    // A screen kept the set meanwhile: its pulls bring the change, and drop them.
    if (!(await keptHere())) await markLanded(db, waiting, key)
  })
  return skipped(def)
}

type Session = NonNullable<Awaited<ReturnType<typeof activeSession>>>

async function pullSet(deps: PullDeps, def: CollectionDef, params: Params, session: Session, landing: Landing): Promise<PullResult> {
  const { db } = deps
  const out = skipped(def)
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
        for (const l of landing) await markLanded(db, l.seqs, l.key)
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
    if (!res.ok) return { ...out, status: 'failed', message: readErrorBody(res.status, text, res.statusText).message, ...(noAnswer(res.status) ? { offline: true } : {}) }
    const answer = JSON.parse(text) as unknown
    def.onAnswer?.(answer, params)
    const body = def.parse(answer, params)
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
  landed: Landing
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
    for (const l of o.landed) await markLanded(db, l.seqs, l.key)
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
  const lists: Array<{ name: string; params?: Params }> = names ? names.map(listOf) : registry.collections().flatMap((d) => (d.params ? [] : [{ name: d.name }]))
  const results: PullResult[] = []
  for (const { name, params } of lists) {
    const def = registry.collection(name)
    if (!def) continue
    results.push(def.params && params ? await pullWaitedSet(deps, def, params) : await pullCollection(deps, def))
    // Each stored list wakes the screens' live queries: let them (and the user's taps) run between lists.
    await yieldToMain()
  }
  return results
}
