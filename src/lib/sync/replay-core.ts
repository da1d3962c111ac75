import type { AppDB } from '../../db/db'
import { buildRequest, type PortalRequest } from '../api/request'
import type { OutboxBody, OutboxEntry } from '../../db/sync-schema'
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff'
import { OUTBOX_LOCK, type LockFn } from './lock'
import { addNotice } from './notices'
import { headOf, pauseUser, resumeUser, type StoredEntry } from './outbox'
import { classify, noAnswer, type Outcome } from './outcome'
import { settleRefusals } from './redo'
import { activeSession, revokeSessionToken } from './session-row'
import { encodeBody, fetchTransport, TransportError, type SendResult, type Transport } from './transport'

export interface ReplayDeps {
  db: AppDB
  fetch: typeof fetch
  /** The portal API base, e.g. `https://host/api`. */
  baseUrl: string
  now: () => number
  lock: LockFn
  /**
   * The page finishes entries whose write kind still writes the server's answer itself
   * (`confirmBy: 'page'`); a runner without it (the worker) keeps the answer for the page.
   */
  finisher?: Finisher
  random?: () => number
  /** Per request (default 30 s); bodies with files get more time for their size. */
  timeoutMs?: number
  backoff?: BackoffOptions
  /** Sends entries with files; the page passes one that reports upload progress. */
  uploadTransport?: Transport
  /** Marks requests so the page's own service worker lets them through untouched. */
  replayHeader?: boolean
  /** A 401 paused this user's queue; the page signs out (toast, clear userData). */
  onUnauthorized?: (userId: string, token: string) => void
  /** Stop after this many sends so the lock is released now and then (default 1000). */
  maxPerRun?: number
}

export interface ReplayResult {
  confirmed: number
  rejected: number
  retried: number
  paused: boolean
  /** When the head of the queue may be tried again, if it is waiting. */
  nextAttemptAt: number | null
  /** Collections to pull because confirmed writes changed them on the server. */
  refresh: string[]
  /** Whether the server answered the last write tried (see `noAnswer`); absent when none was tried. */
  answered?: boolean
}

/** What the page does, with the write kinds at hand, for an entry marked `confirmBy: 'page'`. */
export interface Finisher {
  /** Tables `finish` writes (they join the confirming transaction). */
  tables: (entry: OutboxEntry) => readonly string[]
  /** Writes the answer into the mirror; returns the lists the entry still waits for ([]: it drops now) and those to pull. */
  finish: (db: AppDB, entry: OutboxEntry, result: unknown) => Promise<{ waitFor: string[]; pull: string[] }>
  label: (entry: OutboxEntry) => string | undefined
}

/** Bodies with files may take this many ms per byte on top of the base timeout (≈ 8 KB/s). */
const MS_PER_BYTE = 1 / 8

/**
 * Drains the signed-in user's outbox in order, one runner at a time across tabs and the worker.
 * Entries of other users are never touched: they wait for their own user's token. Knows no write
 * kinds: each entry carries what sending and settling it takes.
 */
export function replayQueue(deps: ReplayDeps): Promise<ReplayResult> {
  return deps.lock(OUTBOX_LOCK, () => drain(deps))
}

async function drain(deps: ReplayDeps): Promise<ReplayResult> {
  const { db } = deps
  const out: ReplayResult = { confirmed: 0, rejected: 0, retried: 0, paused: false, nextAttemptAt: null, refresh: [] }
  const start = await activeSession(db)
  if (!start) return out
  await resumeUser(db, start.userId, deps.now())
  const max = deps.maxPerRun ?? 1000
  // An async scope function: Dexie keeps the transaction alive across its native awaits.
  let step = await db.transaction('rw', db.meta, db.outbox, async () => await claimNext(deps, start.userId))
  for (let sent = 1; step; sent++) {
    if ('waitUntil' in step) {
      out.nextAttemptAt = step.waitUntil
      break
    }
    const { session, entry } = step
    const more = sent < max
    const outcome = await attempt(deps, entry, session.accessToken)
    out.answered = !(outcome.kind === 'retry' && noAnswer(outcome.status))
    if (outcome.kind === 'confirmed') {
      step = await confirmAndClaim(deps, entry, outcome.result, out, more)
      // Stopped at the per-run limit (to let go of the lock): the next run may start at once.
      if (!more) out.nextAttemptAt = deps.now()
    } else if (outcome.kind === 'rejected') {
      const error = { status: outcome.status, message: outcome.message, ...(outcome.code ? { code: outcome.code } : {}) }
      step = await db.transaction('rw', db.meta, db.outbox, async () => {
        await db.outbox.update(entry.seq, { status: 'rejected', error, progress: undefined })
        return more ? claimNext(deps, entry.userId) : null
      })
      out.rejected++
    } else if (outcome.kind === 'unauthorized') {
      await db.transaction('rw', db.outbox, db.meta, async () => {
        await pauseUser(db, session.userId)
        await db.outbox.update(entry.seq, { error: { status: 401, message: outcome.message }, progress: undefined })
        await revokeSessionToken(db, session.accessToken)
      })
      out.paused = true
      deps.onUnauthorized?.(session.userId, session.accessToken)
      break
    } else {
      const wait = backoffDelay(entry.attempts, deps.random ?? Math.random, deps.backoff ?? DEFAULT_BACKOFF, outcome.retryAfterMs)
      const nextAttemptAt = deps.now() + wait
      await db.outbox.update(entry.seq, {
        status: 'pending',
        nextAttemptAt,
        announce: true,
        error: { status: outcome.status, message: outcome.message },
        progress: undefined,
      })
      out.retried++
      out.nextAttemptAt = nextAttemptAt
      break
    }
  }
  return out
}

type Step = { session: NonNullable<Awaited<ReturnType<typeof activeSession>>>; entry: StoredEntry } | { waitUntil: number } | null

/**
 * Inside a transaction over meta and outbox: the session as it is now (the user may have signed
 * out, or another user signed in, since the last send; the token is read here, at replay time),
 * the head of the queue, and its mark as being sent. Strictly in order: a later write may depend
 * on the head, so nothing overtakes a head that is waiting out its backoff.
 */
async function claimNext(deps: ReplayDeps, userId: string): Promise<Step> {
  const { db } = deps
  const session = await activeSession(db)
  if (!session || session.userId !== userId) return null
  const entry = await headOf(db, userId)
  if (!entry) return null
  if (entry.nextAttemptAt > deps.now()) return { waitUntil: entry.nextAttemptAt }
  entry.status = 'sending'
  entry.attempts += 1
  // The row was just read in this transaction: writing it back whole is one put, not a cursor.
  await db.outbox.put(entry)
  return { session, entry }
}

async function attempt(deps: ReplayDeps, entry: StoredEntry, token: string): Promise<Outcome> {
  const body = await resolveRefs(deps.db, entry)
  if ('missing' in body) return askServer(deps, entry, token, body.missing)
  const encoded = encodeBody(body)
  const hasFiles = body.type === 'form' || body.type === 'raw'
  const transport = (hasFiles && deps.uploadTransport) || fetchTransport(deps.fetch)
  const timeoutMs = Math.ceil((deps.timeoutMs ?? 30_000) + (hasFiles ? encoded.size * MS_PER_BYTE : 0))
  const req = portalRequest(deps, token, entry.path, { method: entry.method, body: encoded.body, contentType: encoded.contentType, idempotencyKey: entry.idempotencyKey })
  let result: SendResult
  try {
    result = await transport(
      { ...req, size: encoded.size, timeoutMs },
      hasFiles ? progressWriter(deps, entry.seq) : undefined,
    )
  } catch (err) {
    if (!(err instanceof TransportError)) throw err
    return { kind: 'retry', status: 0, message: err.timedOut ? 'The server took too long to answer' : 'No connection to the server', retryAfterMs: 0 }
  }
  return classify(result, deps.now())
}

/**
 * The body with the values it takes from earlier writes' answers (see `OutboxRef`); `missing` when
 * one never came (that upload was discarded or refused).
 */
async function resolveRefs(db: AppDB, entry: OutboxEntry): Promise<OutboxBody | { missing: string }> {
  if (!entry.refs?.length || entry.body.type !== 'json') return entry.body
  const value = { ...(entry.body.value as Record<string, unknown>) }
  for (const ref of entry.refs) {
    const row = (await db.table(ref.table).get(ref.id)) as Record<string, unknown> | undefined
    if (row?.[ref.field] === undefined || row[ref.field] === null) return { missing: ref.missing }
    value[ref.into] = row[ref.field]
  }
  return { type: 'json', value }
}

/** The one request builder, with the token read at replay time and the page's marker for its worker. */
function portalRequest(deps: ReplayDeps, token: string, path: string, more: Omit<PortalRequest, 'base' | 'path' | 'token'> = {}) {
  return buildRequest({ base: deps.baseUrl, path, token, ...more, ...(deps.replayHeader ? { headers: { 'x-outbox-replay': '1' } } : {}) })
}

/**
 * A write that cannot be sent as it stands (what it refers to is gone from this device) may have
 * reached the server already, its answer lost: the server is asked what became of its key before
 * the write is ever called refused. A stored answer confirms it (or refuses it with the server's
 * words); only a key the server never applied is refused with `message`.
 */
async function askServer(deps: ReplayDeps, entry: StoredEntry, token: string, message: string): Promise<Outcome> {
  let result: SendResult
  try {
    const req = portalRequest(deps, token, `/idempotency/${encodeURIComponent(entry.idempotencyKey)}`)
    result = await fetchTransport(deps.fetch)({ ...req, size: 0, timeoutMs: deps.timeoutMs ?? 30_000 })
  } catch (err) {
    if (!(err instanceof TransportError)) throw err
    return { kind: 'retry', status: 0, message: err.timedOut ? 'The server took too long to answer' : 'No connection to the server', retryAfterMs: 0 }
  }
  if (result.header('idempotent-replayed') === 'true') return classify(result, deps.now())
  if (result.status === 404) return { kind: 'rejected', status: 0, message }
  return classify(result, deps.now())
}

/** Upload progress into the entry (live across tabs), at most every 200 ms or on completion. */
function progressWriter(deps: ReplayDeps, seq: number) {
  let last = 0
  return (loaded: number, total: number) => {
    const now = deps.now()
    if (loaded < total && now - last < 200) return
    last = now
    void deps.db.outbox.update(seq, { progress: { loaded, total } }).catch(() => {})
  }
}

/**
 * The answer kept where later writes look for it, the entry settled, and an announcement if the
 * user waited for it, in one transaction that also claims the next entry (one transaction per
 * write). Settled: gone at once when nothing is to be pulled; otherwise kept as `confirmed`, its
 * change still shown, until the pull of its lists drops it; or kept with the answer for the page.
 */
async function confirmAndClaim(deps: ReplayDeps, entry: StoredEntry, result: unknown, out: ReplayResult, claim: boolean): Promise<Step> {
  const { db } = deps
  const finisher = entry.confirmBy === 'page' ? deps.finisher : undefined
  const extra = [...(entry.keep ? [entry.keep.table] : []), ...(finisher?.tables(entry) ?? [])]
  const tables = [db.outbox, db.meta, db.syncNotices, ...[...new Set(extra)].map((t) => db.table(t))]
  let pull = entry.pulls ?? []
  const next = await db.transaction('rw', tables, async () => {
    if (entry.keep) {
      const answer = entry.keep.from ? (result as Record<string, unknown> | null)?.[entry.keep.from] : result
      await db.table(entry.keep.table).put({ ...entry.keep.row, ...(answer as object) })
    }
    const label = entry.label ?? finisher?.label(entry) ?? 'Your offline change'
    if (entry.announce) await addNotice(db, entry.userId, `${label}: sent.`, deps.now())
    let waitFor = entry.pulls ?? []
    if (finisher) ({ waitFor, pull } = await finisher.finish(db, entry, result))
    const confirmed = { status: 'confirmed' as const, progress: undefined, error: undefined }
    if (entry.confirmBy === 'page' && !finisher) await db.outbox.update(entry.seq, { ...confirmed, result })
    else if (waitFor.length) await db.outbox.update(entry.seq, { ...confirmed, pulls: waitFor, confirmBy: undefined, ...(finisher ? { label } : {}) })
    else await db.outbox.delete(entry.seq)
    // The user redid a refused change and this time it went through: the refusal is settled.
    await settleRefusals(db, entry)
    return claim ? claimNext(deps, entry.userId) : null
  })
  out.confirmed++
  for (const name of pull) if (!out.refresh.includes(name)) out.refresh.push(name)
  return next
}
