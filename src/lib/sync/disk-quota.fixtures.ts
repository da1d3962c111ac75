import type { DBCoreMutateRequest, DBCoreTable } from 'dexie'
import type { AppDB } from '../../db/db'

// A disk that fills up, for the full-disk tests: IndexedDB rows and cached previews share one
// budget counted in entries, as the browser's quota counts an origin's IndexedDB and Cache Storage
// together. A write that would go over it fails the way a browser's does, with a real
// QuotaExceededError DOMException from IndexedDB (Dexie wraps it as Dexie.QuotaExceededError).

export interface Disk {
  /** Entries that fit; `Infinity` while the test fills the database. */
  limit: number
  rows: Map<string, number>
  cached: Map<string, number>
  used: () => number
  /** A Cache Storage with what the test put in it (`delete` as the browser's: true when it was there). */
  caches: Pick<CacheStorage, 'delete'>
}

export function disk(): Disk {
  const rows = new Map<string, number>()
  const cached = new Map<string, number>()
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0)
  return {
    limit: Number.POSITIVE_INFINITY,
    rows,
    cached,
    used: () => sum(rows) + sum(cached),
    caches: { delete: async (name: string) => cached.delete(name) },
  }
}

const ANY = { type: 3, lower: -Infinity, lowerOpen: false, upper: [[]], upperOpen: false } as const

function quotaTable(table: DBCoreTable, d: Disk): DBCoreTable {
  const count = (trans: DBCoreMutateRequest['trans']) => table.count({ trans, query: { index: table.schema.primaryKey, range: ANY } })
  return {
    ...table,
    mutate: async (req) => {
      const adds = req.type === 'add' || req.type === 'put' ? req.values.length : 0
      if (adds > 0 && d.used() + adds > d.limit) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      const result = await table.mutate(req)
      d.rows.set(table.name, await count(req.trans))
      return result
    },
  }
}

/** Puts the database on `d` (before it opens: middleware joins at open). */
export function onDisk(db: AppDB, d: Disk): AppDB {
  db.use({ stack: 'dbcore', name: 'disk-quota', create: (down) => ({ ...down, table: (name) => quotaTable(down.table(name), d) }) })
  return db
}
