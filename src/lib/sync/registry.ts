import type { AppDB } from '../../db/db'
import type { OutboxBody, OutboxEntry, OutboxMethod } from '../../db/sync-schema'

// The sync engine knows nothing about portal screens: each list the app mirrors and each write it
// queues is registered here (src/lib/sync/portal/), so a new issue adds lists and writes without
// touching the engine. Page and service worker load the same registrations.

export type Row = Record<string, unknown>

/** Who is pulling: the signed-in user of this device. */
export interface PullContext {
  userId: string
  role: string | null
}

/** One answer of a list endpoint, in the engine's terms. */
export interface PullPage {
  rows: Row[]
  /** Keys of rows deleted on the server (tombstones). */
  deleted?: string[]
  /** Where the next `since` pull starts. */
  cursor?: string | null
  /** Another page follows from `cursor`. */
  hasMore?: boolean
  /**
   * Rows of the mirror table that no longer belong (a bounded list's window moved past them): the
   * pull deletes them with the page, so the mirror never grows beyond what the server bounds.
   */
  trim?: (row: Row) => boolean
}

export interface CollectionDef {
  /** Unique name, also the key of its pull state. */
  name: string
  /** The Dexie mirror table the rows go to. */
  table: string
  /** The rows' key property (default 'id'); tombstones name rows by it. */
  key?: string
  /** Path relative to the API base; read with GET unless `method` says otherwise. */
  path: string
  /**
   * A few read calls of the specification are POSTs (`/auth/get-user-wallet`); those are pulled
   * with the query as a JSON body and no change feed or ETag.
   */
  method?: 'GET' | 'POST'
  query?: (ctx: PullContext) => Record<string, string>
  /**
   * The query parameter that takes the last cursor, when the endpoint has a change feed. Without
   * it every pull replaces the mirror table's contents with the answer.
   */
  since?: string
  /** Roles allowed to pull (the server refuses others); any signed-in user when absent. */
  roles?: readonly string[]
  parse: (body: unknown) => PullPage
}

/** How a queued write shows on a mirror table before the server confirms it. */
export interface OverlayRule<I> {
  table: string
  apply: (rows: Row[], input: I, entry: OutboxEntry) => Row[]
}

export interface WriteKind<I = unknown, R = unknown> {
  /** Unique name, stored in each outbox entry. */
  name: string
  method: OutboxMethod
  path: string | ((input: I) => string)
  /** Roles that may make this write; the app hides the action for others (the server decides). */
  roles?: readonly string[]
  /** What goes on the wire; JSON of the input when absent. */
  body?: (input: I) => OutboxBody
  /**
   * The body as it goes out, worked out at send time from the stored one: for a write that needs
   * what an earlier queued write produced (a sound needs the file name its audio upload got).
   * Replay is in order, so the earlier write has been confirmed into the mirror by then. Throw a
   * `PrepareError` when it cannot be sent at all (its upload was discarded): the entry is rejected
   * with that message.
   */
  prepare?: (db: AppDB, entry: OutboxEntry) => Promise<OutboxBody>
  /** What is kept as the entry's input for overlays and confirmation (e.g. without Blobs). */
  record?: (input: I) => unknown
  /** Short words for the user: "Brand application", "Upload of beat.wav". */
  describe: (input: I) => string
  overlays?: ReadonlyArray<OverlayRule<I>>
  /**
   * Mirror changes once the server confirms; run in the same Dexie transaction that removes the
   * entry, so the optimistic state turns into mirrored state without a flicker.
   */
  confirm?: { tables: readonly string[]; apply: (db: AppDB, result: R, input: I, entry: OutboxEntry) => Promise<void> }
  /** Collections to pull after a confirmation (server-side effects the write caused elsewhere). */
  refresh?: readonly string[]
  /**
   * Later queued writes refer to what this one's confirmation stored (a sound names the file its
   * upload got): those tables survive a sign-out and are cleared only when another user signs in.
   */
  referenced?: boolean
}

export interface SyncRegistry {
  addCollection: (def: CollectionDef) => void
  addWrite: <I, R>(kind: WriteKind<I, R>) => void
  collection: (name: string) => CollectionDef | undefined
  collections: () => CollectionDef[]
  /** Collections mirrored into this table. */
  collectionsOf: (table: string) => CollectionDef[]
  write: (name: string) => WriteKind | undefined
  writes: () => WriteKind[]
}

export function createRegistry(): SyncRegistry {
  const collections = new Map<string, CollectionDef>()
  const writes = new Map<string, WriteKind>()
  return {
    addCollection(def) {
      if (collections.has(def.name)) throw new Error(`Collection "${def.name}" is registered twice`)
      collections.set(def.name, def)
    },
    addWrite(kind) {
      if (writes.has(kind.name)) throw new Error(`Write kind "${kind.name}" is registered twice`)
      writes.set(kind.name, kind as unknown as WriteKind)
    },
    collection: (name) => collections.get(name),
    collections: () => [...collections.values()],
    collectionsOf: (table) => [...collections.values()].filter((c) => c.table === table),
    write: (name) => writes.get(name),
    writes: () => [...writes.values()],
  }
}

/** A queued write that can never be sent as it stands; the message is shown to the user. */
export class PrepareError extends Error {}

/** Any write kind, for lists of them (its input and result types are its own business). */
export type AnyWrite = WriteKind<never, never>

/** Typed helpers: the definitions keep their input and result types where they are used. */
export const defineWrite = <I, R = unknown>(kind: WriteKind<I, R>): WriteKind<I, R> => kind
export const defineCollection = (def: CollectionDef): CollectionDef => def

/** Whether a role may use something restricted to `roles` (musician is the artist's role). */
export function roleAllows(roles: readonly string[] | undefined, role: string | null): boolean {
  if (!roles) return true
  const r = role === 'musician' ? 'artist' : role
  return r !== null && roles.includes(r)
}

export const pathOf = <I, R>(kind: WriteKind<I, R>, input: I) => (typeof kind.path === 'function' ? kind.path(input) : kind.path)

/** Every table holding server state for the signed-in user: cleared when another user signs in. */
export function mirrorTablesOf(registry: SyncRegistry): string[] {
  const tables = new Set<string>()
  for (const c of registry.collections()) tables.add(c.table)
  for (const w of registry.writes()) for (const t of w.confirm?.tables ?? []) tables.add(t)
  return [...tables]
}

/**
 * Tables queued writes depend on (see `WriteKind.referenced`): kept through a sign-out, the 401
 * rule and a sign-in of the same user, so a write queued before them can still be sent.
 */
export function referencedTablesOf(registry: SyncRegistry): string[] {
  const tables = new Set<string>()
  for (const w of registry.writes()) if (w.referenced) for (const t of w.confirm?.tables ?? []) tables.add(t)
  return [...tables]
}
