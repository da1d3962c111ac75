import type { AppDB } from '../../db/db'
import type { OutboxEntry, OutboxStatus } from '../../db/sync-schema'
import { entriesOf } from './outbox'
import { kindsFor, listOf, type Row, type SyncRegistry } from './registry'

/** What a screen may show about a row that a queued write changed or created. */
export interface PendingMark {
  seq: number
  status: OutboxStatus
  progress?: { loaded: number; total: number }
}

export type Overlaid<R> = R & { _pending?: PendingMark }

/**
 * Marks a row as shown with a write that has not reached the server yet. A confirmed write's
 * change is still applied until its lists are pulled, but the server has it: no mark.
 */
export function markPending<R extends object>(row: R, entry: OutboxEntry): Overlaid<R> {
  if (entry.status === 'confirmed') {
    // A row an earlier write marked keeps that write's mark only; this one's is gone.
    return row
  }
  return { ...row, _pending: { seq: entry.seq ?? 0, status: entry.status, ...(entry.progress ? { progress: entry.progress } : {}) } }
}

const keyOf = (row: object, key: string): unknown => (row as Record<string, unknown>)[key]

/** Applies `change` to the rows whose `key` is in `ids`, marking them pending. */
export function patchRows<R extends object>(rows: R[], ids: ReadonlySet<unknown>, entry: OutboxEntry, change: (row: R) => R, key = 'id'): R[] {
  return rows.map((row) => (ids.has(keyOf(row, key)) ? markPending(change(row), entry) : row))
}

/** Inserts or replaces the row with this key, marked pending. */
export function upsertRow<R extends object>(rows: R[], row: R, entry: OutboxEntry, key = 'id'): R[] {
  const marked = markPending(row, entry)
  const at = rows.findIndex((r) => keyOf(r, key) === keyOf(row, key))
  if (at === -1) return [...rows, marked]
  const copy = rows.slice()
  copy[at] = { ...copy[at], ...marked }
  return copy
}

/**
 * A mirror table as the user should see it: the server's rows with the user's queued writes
 * applied on top, oldest first. Derived on every read, never stored, so a confirmed or refused
 * write changes what shows by itself. Refused writes no longer show (they are in "needs attention").
 */
export async function readOverlaid(db: AppDB, registry: SyncRegistry, table: string, userId: string | null): Promise<Row[]> {
  const rows = (await db.table(table).toArray()) as Row[]
  if (!userId) return rows
  const entries = await entriesOf(db, userId).toArray()
  await kindsFor(registry, entries)
  return applyOverlays(registry, table, rows, entries)
}

type AnyChange = (rows: Row[], input: unknown, entry: OutboxEntry) => Row[]

/**
 * Whether a confirmed entry's change still applies to `table`: until a list of its that fills the
 * table has landed (the table then holds the server's rows, which already have the change; applying
 * it again would count a balance twice). A table none of its lists fills keeps it until it drops.
 */
function stillShown(registry: SyncRegistry, table: string, entry: OutboxEntry, declared: readonly string[]): boolean {
  if (entry.status !== 'confirmed') return true
  // A list or one parameter set of it (`name?params`): the entry waits for that set alone.
  const fills = (name: string) => registry.collection(listOf(name).name)?.table === table
  if (!declared.some(fills)) return true
  return (entry.pulls ?? []).some(fills)
}

/** The queued writes among `entries` (refused ones left out) applied to rows of `table`, oldest first. */
export function applyOverlays(registry: SyncRegistry, table: string, rows: Row[], entries: OutboxEntry[]): Row[] {
  let out = rows
  for (const entry of entries) {
    if (entry.status === 'rejected') continue
    const kind = registry.write(entry.kind)
    // The registry holds kinds of every input type; the entry's input is the one its kind recorded.
    const change = (kind?.change as Record<string, AnyChange | undefined> | undefined)?.[table]
    if (change && stillShown(registry, table, entry, kind?.pulls ?? [])) out = change(out, entry.input, entry)
    for (const rule of kind?.overlays ?? []) {
      if (rule.table === table) out = rule.apply(out, entry.input, entry)
    }
  }
  return out
}
