import type { Table } from 'dexie'
import type { AppDB } from '../../db/db'
import type { SyncStateRow } from '../../db/sync-schema'
import { awaitingPull, markLanded } from './landing'
import type { Params, ParamsDef, Row } from './registry'

// The parameter sets of a parameterised collection kept on this device: each has its pull state
// (when it was fetched, its ETag) in syncState under `name?params`, and its rows in the table.

/** This user's kept sets of `name`, the most recently pulled first. */
export async function keptSets(db: AppDB, name: string, userId: string): Promise<Params[]> {
  const rows = await db.syncState.filter((s) => s.of === name && s.userId === userId).toArray()
  return rows.sort((a, b) => (b.lastPulledAt ?? 0) - (a.lastPulledAt ?? 0)).map((s) => s.params ?? {})
}

/**
 * Inside the pull's transaction: beyond `keep` sets, the least recently pulled go with their rows
 * (another user's sets first), so the mirror never grows with every range or page ever opened.
 * Writes waiting for an evicted set wait no longer: nothing on this device shows it now.
 */
export async function evictSets(db: AppDB, table: Table, name: string, def: ParamsDef, userId: string): Promise<void> {
  const sets = await db.syncState.filter((s) => s.of === name).toArray()
  if (sets.length <= def.keep) return
  const age = (s: SyncStateRow) => (s.userId === userId ? (s.lastPulledAt ?? 0) : -1)
  const victims = sets.sort((a, b) => age(a) - age(b)).slice(0, sets.length - def.keep)
  for (const v of victims) {
    await table.filter(def.owns(v.params ?? {}) as (row: Row) => boolean).delete()
    await db.syncState.delete(v.collection)
    if (v.userId === userId) await markLanded(db, await awaitingPull(db, userId, v.collection), v.collection)
  }
}
