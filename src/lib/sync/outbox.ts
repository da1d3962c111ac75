import Dexie from 'dexie'
import type { AppDB } from '../../db/db'
import type { OutboxBody, OutboxEntry } from '../../db/sync-schema'
import { pathOf, pullsOf, type AnyWrite, type WriteKind } from './registry'
import { uuidV4 } from './uuid'

export type StoredEntry = OutboxEntry & { seq: number }

export interface EnqueueOptions {
  userId: string
  /** Whether the device believed it was online when the user acted (offline writes are announced when sent). */
  online?: boolean
  now?: number
  /** Reuse a key the request already carried (the worker's catch of a failed fetch). */
  idempotencyKey?: string
  /** The caller already ran `checkInput` on this input (queueWrite checks before anything is stored): the schema runs once per write. */
  checked?: boolean
}

/**
 * An action's whole job: one outbox entry with a fresh idempotency key, and nothing else. The
 * optimistic state is derived from the entry by the screens' overlays; replay sends it. The entry
 * describes itself (label, lists to pull, references to earlier entries' answers), so any runner
 * sends and settles it without the write kinds.
 */
export async function enqueue<I, R, S>(db: AppDB, kind: WriteKind<I, R, S>, input: NoInfer<I>, opts: EnqueueOptions): Promise<StoredEntry> {
  const now = opts.now ?? Date.now()
  const body = bodyOf(kind, input)
  if (!opts.checked) checkInput(kind, input)
  // Without `record` the entry keeps the input itself; either way the entry's input is what this
  // kind reads back (`AnyWrite`: its kind, whatever the input's type).
  const recorded: unknown = kind.record ? kind.record(input) : input
  const stored: AnyWrite = kind
  const entry: OutboxEntry = {
    kind: kind.name,
    userId: opts.userId,
    method: kind.method,
    path: pathOf(kind, input),
    body,
    input: recorded,
    idempotencyKey: opts.idempotencyKey ?? uuidV4(),
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    status: 'pending',
    announce: opts.online === false,
    label: kind.describe(input),
    pulls: pullsOf(stored, recorded),
  }
  const refs = kind.refs?.(input) ?? []
  if (refs.length) entry.refs = refs
  if (kind.keep) entry.keep = { table: kind.keep.table, row: kind.keep.row(input, now), ...(kind.keep.from ? { from: kind.keep.from } : {}) }
  const seq = (await db.outbox.add(entry)) as number
  return { ...entry, seq }
}

/**
 * A write whose body the server's schema refuses: never queued; `field` is the body field it is
 * about, `path` the whole way to the value (`['video_links', 1]`).
 */
export class RefusedBody extends Error {
  constructor(
    message: string,
    readonly field?: string,
    readonly path: readonly PropertyKey[] = field === undefined ? [] : [field],
  ) {
    super(message)
    this.name = 'RefusedBody'
  }
}

const bodyOf = <I, R, S>(kind: WriteKind<I, R, S>, input: I): OutboxBody => (kind.body ? kind.body(input) : { type: 'json', value: input })

/** Throws `RefusedBody` when the kind's server schema refuses the body this input makes. */
export function checkInput<I, R, S>(kind: WriteKind<I, R, S>, input: NoInfer<I>): void {
  if (!kind.schema) return
  const body = bodyOf(kind, input)
  const parsed = kind.schema.safeParse(kind.check ? kind.check(input) : body.type === 'json' ? body.value : undefined)
  if (parsed.success) return
  const issue = parsed.error.issues[0]
  throw new RefusedBody(issue?.message ?? 'This is not valid', issue?.path.length ? String(issue.path[0]) : undefined, issue?.path ?? [])
}

/** A user's entries in replay order. */
export const entriesOf = (db: AppDB, userId: string) => db.outbox.where('[userId+seq]').between([userId, Dexie.minKey], [userId, Dexie.maxKey])

/** Still to be sent (not refused, not yet confirmed). */
export const isQueued = (e: OutboxEntry) => e.status === 'pending' || e.status === 'sending'

/**
 * The head of a user's queue: the oldest entry still to send. An entry left 'sending' belongs to a
 * runner that died (a closed tab, a browser restart); only the lock holder gets here, so it is
 * simply sent again with its key.
 */
export async function headOf(db: AppDB, userId: string): Promise<StoredEntry | undefined> {
  return (await entriesOf(db, userId).filter(isQueued).first()) as StoredEntry | undefined
}

/** 401: the user's queue waits, untouched, until that same user signs in again. */
export async function pauseUser(db: AppDB, userId: string): Promise<void> {
  await entriesOf(db, userId).filter(isQueued).modify({ status: 'paused' })
}

/** Signed in again: the paused entries go out, in their original order, at once. */
export async function resumeUser(db: AppDB, userId: string, now: number): Promise<number> {
  return entriesOf(db, userId)
    .filter((e) => e.status === 'paused')
    .modify({ status: 'pending', nextAttemptAt: now })
}

/** "Retry" in the needs-attention list: back in the queue with the same idempotency key. */
export async function retryEntry(db: AppDB, seq: number, now = Date.now()): Promise<void> {
  await db.outbox
    .where('seq')
    .equals(seq)
    .filter((e) => e.status === 'rejected')
    .modify((e) => {
      e.status = 'pending'
      e.nextAttemptAt = now
      // The user asked for it again: they hear when it goes through.
      e.announce = true
      delete e.error
    })
}

/** "Discard": the user gives up a refused write. Only refused entries can go this way. */
export async function discardEntry(db: AppDB, seq: number): Promise<void> {
  await db.outbox
    .where('seq')
    .equals(seq)
    .filter((e) => e.status === 'rejected')
    .delete()
}
