import Dexie, { type Table } from 'dexie'
import type { OutboxBody, OutboxEntry, OutboxMethod, OutboxRef, SyncTables } from '../../db/sync-schema'
import type { Overlaid } from './overlay'

// The sync engine knows nothing about portal screens: each list the app mirrors and each write it
// queues is registered here by the app (src/app/portal-lists.ts, portal-writes.ts): the lists are shared data
// definitions (src/lib/sync/portal/), each write kind sits beside the feature that queues it
// (src/features/*/writes.ts). A new issue adds lists and writes without touching the engine; the
// worker replays outbox entries without any of them.

export type Row = Record<string, unknown>

/** What the engine needs of a zod schema (the server's body schemas are zod schemas). */
export interface BodySchema {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }
}

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

/** A screen's parameters for a collection (a date range, a page, a sound id), as query values. */
export type Params = Record<string, string>

/**
 * A collection whose contents depend on what the screen picked: pulled per parameter set when a
 * screen asks (and online), kept per set so the screen opens offline with the same choice.
 */
export interface ParamsDef {
  /** Parameter sets kept on this device, the most recently pulled; older ones go with their rows. */
  keep: number
  /** The rows of the table that one parameter set's pull replaces (and its eviction deletes). */
  owns: (params: Params) => (row: Row) => boolean
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
  /** The query sent; a parameterised collection sends its parameters when absent. */
  query?: (ctx: PullContext, params?: Params) => Record<string, string>
  /**
   * Told of each answer as it arrives, before `parse`: what the collection keeps of it for its
   * next `query` (the locking pages' cursors). `parse` only turns an answer into rows.
   */
  onAnswer?: (body: unknown, params: Params) => void
  /**
   * The query parameter that takes the last cursor, when the endpoint has a change feed. Without
   * it every pull replaces the mirror table's contents with the answer.
   */
  since?: string
  /** Roles allowed to pull (the server refuses others); any signed-in user when absent. */
  roles?: readonly string[]
  /**
   * Pulled per parameter set, only when a screen asks (see `ParamsDef`); a write naming it in its
   * lists refreshes the one set it names (`WriteKind.setOf`), or else every set kept on this device.
   */
  params?: ParamsDef
  /** `params`: the set pulled, for a parameterised collection. */
  parse: (body: unknown, params?: Params) => PullPage
}

/** The one text for a parameter set: the same set always gives the same key. */
export function paramsKey(params: Params): string {
  return new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))).toString()
}

/** Where a collection (or one of its parameter sets) keeps its pull state. */
export const stateKey = (def: Pick<CollectionDef, 'name' | 'params'>, params: Params): string => (def.params ? `${def.name}?${paramsKey(params)}` : def.name)

/**
 * A list an entry waits for: a collection's name, or one parameter set of a parameterised one
 * under its pull-state key (`artist.reservedSlots?sound_id=…`, see `stateKey`).
 */
export function listOf(name: string): { name: string; params?: Params } {
  const at = name.indexOf('?')
  if (at === -1) return { name }
  return { name: name.slice(0, at), params: Object.fromEntries(new URLSearchParams(name.slice(at + 1))) }
}

/** How a queued write shows on a mirror table before the server confirms it. */
export interface OverlayRule<I> {
  table: string
  apply(rows: Row[], input: I, entry: OutboxEntry): Row[]
}

/** The row type of each mirror table, by table name. */
export type MirrorRows = { [T in keyof SyncTables]: SyncTables[T] extends Table<infer R, infer _K, infer _I> ? R : never }

/**
 * A write's local change, per mirror table it touches: the rows as the user should see them with
 * the write applied. Typed by the table's own row type; it stays applied from queueing until the
 * pull of the write's lists has landed after the server confirmed it.
 */
export type LocalChange<I> = { [T in keyof MirrorRows]?: ChangeOf<I, MirrorRows[T]> }

// The members that take a write's input are declared as methods: a kind of any input is then also
// an `AnyWrite` (method parameters are bivariant), which is how the registry keeps kinds of every
// input type side by side. Calls on a typed kind still check the input (queueWrite, enqueue).
type ChangeOf<I, Row> = { change(rows: Overlaid<Row>[], input: I, entry: OutboxEntry): Overlaid<Row>[] }['change']

type SetOf<S> = { set(input: S): Params }['set']
type PathOf<I> = { path(input: I): string }['path']

/** `I`: what the action passes; `R`: the server's answer; `S`: what the entry keeps of `I` (see `record`). */
export interface WriteKind<I = unknown, R = unknown, S = I> {
  /** Unique name, stored in each outbox entry. */
  name: string
  method: OutboxMethod
  path: string | PathOf<I>
  /** Roles that may make this write; the app hides the action for others (the server decides). */
  roles?: readonly string[]
  /** What goes on the wire; JSON of the input when absent. */
  body?(input: I): OutboxBody
  /**
   * The server's own schema for the body (from its route's `*.schemas.ts`): a body the server
   * would refuse is refused when queued, in the server's words, and never enters the outbox. It
   * checks the JSON body's value, or `check(input)` where part of the body is only known at send
   * time (a value taken from an earlier write's answer, see `refs`).
   */
  schema?: BodySchema
  check?(input: I): unknown
  /** What is kept as the entry's input for overlays and confirmation (e.g. without Blobs). */
  record?(input: I): S
  /** The label: short words for the user ("Brand application", "Upload of beat.wav"), stored with the entry. */
  describe(input: I): string
  /** The one local change (see `LocalChange`). */
  change?: LocalChange<S>
  /**
   * Lists the server changes with this write (its own tables' lists and any side effects): pulled
   * after the confirmation; the entry, and with it the local change, drops when they have landed.
   */
  pulls?: readonly string[]
  /**
   * For a parameterised list in `pulls`: the one parameter set the write changes (a sound's holds:
   * its sound id). Only that set is pulled after the write and the entry waits for it alone; a set
   * this device does not keep has nothing to show, so it is not waited for. Without it, every kept
   * set is pulled and the entry waits for all of them.
   */
  setOf?: { [list: string]: SetOf<S> }
  /** Values taken from earlier queued writes' answers at send time (see `OutboxRef`). */
  refs?(input: I): OutboxRef[]
  /**
   * Keeps the server's answer in a table, for later writes to refer to or a screen no list feeds:
   * `row(input)` merged with the answer (or with its field `from`).
   */
  keep?: { table: keyof MirrorRows; row(input: I, createdAt: number): Record<string, unknown>; from?: keyof R & string }
  /** Not yet moved to `change`/`pulls`: how the write shows on a mirror table. */
  overlays?: ReadonlyArray<OverlayRule<I>>
}

export interface SyncRegistry {
  addCollection: (def: CollectionDef) => void
  addWrite: (kind: AnyWrite) => void
  collection: (name: string) => CollectionDef | undefined
  collections: () => CollectionDef[]
  /** Collections mirrored into this table. */
  collectionsOf: (table: string) => CollectionDef[]
  write: (name: string) => AnyWrite | undefined
  writes: () => AnyWrite[]
  /** Throws unless every list a write names is registered (call once all are). */
  check: () => void
  /**
   * Where the write kinds come from when the app registers them on demand: they carry the
   * server's schemas (the validation library), which a screen needs only once a write is queued
   * or an entry queued earlier is shown, so the first paint does not wait for them.
   */
  loadWritesWith: (load: () => Promise<void>) => void
  /** Resolves once the write kinds are registered, loading them the first time it is asked. */
  writesReady: () => Promise<void>
}

export function createRegistry(): SyncRegistry {
  const collections = new Map<string, CollectionDef>()
  const writes = new Map<string, AnyWrite>()
  let loadWrites: (() => Promise<void>) | null = null
  let loaded: Promise<void> | null = null
  return {
    addCollection(def) {
      if (collections.has(def.name)) throw new Error(`Collection "${def.name}" is registered twice`)
      collections.set(def.name, def)
    },
    addWrite(kind) {
      if (writes.has(kind.name)) throw new Error(`Write kind "${kind.name}" is registered twice`)
      writes.set(kind.name, kind)
    },
    collection: (name) => collections.get(name),
    collections: () => [...collections.values()],
    collectionsOf: (table) => [...collections.values()].filter((c) => c.table === table),
    write: (name) => writes.get(name),
    writes: () => [...writes.values()],
    check() {
      for (const w of writes.values()) {
        for (const name of w.pulls ?? []) {
          if (!collections.has(name)) throw new Error(`Write kind "${w.name}" names the list "${name}", which is not registered`)
        }
        for (const name of Object.keys(w.setOf ?? {})) {
          if (!w.pulls?.includes(name) || !collections.get(name)?.params) throw new Error(`Write kind "${w.name}" names a set of "${name}", which is not a parameterised list it pulls`)
        }
      }
    },
    loadWritesWith(load) {
      loadWrites = load
    },
    writesReady() {
      if (!loadWrites) return Promise.resolve()
      // A failed load (offline before the chunk was cached) is tried again by the next caller.
      loaded ??= loadWrites().catch((err: unknown) => {
        loaded = null
        throw err
      })
      return loaded
    },
  }
}

/**
 * Registers the write kinds first when any of `entries` names one not registered yet (a write
 * queued earlier, shown or finished by this page). Without such entries nothing is loaded.
 */
export async function kindsFor(registry: SyncRegistry, entries: ReadonlyArray<{ kind: string }>): Promise<void> {
  // Dexie.waitFor: a transaction reading the entries stays open while the code loads (IndexedDB
  // would otherwise commit it, and its next read would fail) and a live query keeps its context;
  // the load itself runs outside the transaction.
  if (entries.some((e) => !registry.write(e.kind))) await Dexie.waitFor(() => registry.writesReady())
}

/**
 * Any write kind, for lists of them and the registry (its input and result types are its own
 * business). An outbox entry's input is the one its own kind recorded, so the engine hands it back
 * to that kind as it is.
 */
export type AnyWrite = WriteKind<unknown, never, unknown>

/** Typed helpers: the definitions keep their input and result types where they are used. */
export const defineWrite = <I, R = unknown, S = I>(kind: WriteKind<I, R, S>): WriteKind<I, R, S> => kind
export const defineCollection = (def: CollectionDef): CollectionDef => def

/** Whether a role may use something restricted to `roles` (musician is the artist's role). */
export function roleAllows(roles: readonly string[] | undefined, role: string | null): boolean {
  if (!roles) return true
  const r = role === 'musician' ? 'artist' : role
  return r !== null && roles.includes(r)
}

/** The lists an entry of `kind` waits for: `pulls`, a parameterised one narrowed to the set `setOf` names. */
export function pullsOf<I, R, S>(kind: WriteKind<I, R, S>, recorded: S): string[] {
  return (kind.pulls ?? []).map((name) => {
    const set = kind.setOf?.[name]
    return set ? `${name}?${paramsKey(set(recorded))}` : name
  })
}

export const pathOf = <I, R, S>(kind: WriteKind<I, R, S>, input: I) => (typeof kind.path === 'function' ? kind.path(input) : kind.path)

/** Every table holding server state for the signed-in user: cleared when another user signs in. */
export function mirrorTablesOf(registry: SyncRegistry): string[] {
  const tables = new Set<string>()
  for (const c of registry.collections()) tables.add(c.table)
  for (const w of registry.writes()) {
    for (const t of Object.keys(w.change ?? {})) tables.add(t)
    if (w.keep) tables.add(w.keep.table)
  }
  return [...tables]
}
