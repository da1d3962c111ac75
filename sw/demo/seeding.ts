import type { AppDB } from '../../src/db/db'
import { demoTableNames, SEED_VERSION_KEY, type DemoRow, type DemoTableName } from '../../src/db/demo-schema'
import { DEMO_SEED_VERSION } from '../../seed/demo/version'
import { rebaseSeedRows } from './rebase-dates'
import { isRecord } from './request'

/** Reads one table's seed: in the worker, a fetch of `/seed/demo/<table>.json`. */
export type SeedLoader = (table: string) => Promise<unknown[] | object>

export { SEED_VERSION_KEY }

// One seeding at a time per database: concurrent first requests share the running promise.
const running = new WeakMap<AppDB, Promise<void>>()

async function storedVersion(db: AppDB): Promise<unknown> {
  return (await db.meta.get(SEED_VERSION_KEY))?.value
}

function toRows(table: DemoTableName, data: unknown): unknown[] {
  if (Array.isArray(data)) return data
  // The documents table may also arrive as one `{ key: value }` object.
  if (table === 'demoDocs' && isRecord(data)) return Object.entries(data).map(([key, value]) => ({ key, value }))
  throw new Error(`Demo seed for ${table} is not a list of rows`)
}

async function loadAll(load: SeedLoader, now: Date): Promise<Map<DemoTableName, unknown[]>> {
  const entries = await Promise.all(
    demoTableNames.map(async (table) => {
      const rows = toRows(table, await load(table)) as DemoRow<typeof table>[]
      return [table, rebaseSeedRows(table, rows, now)] as const
    }),
  )
  return new Map(entries)
}

async function seed(db: AppDB, load: SeedLoader, now: () => Date, force: boolean): Promise<void> {
  if (!force && (await storedVersion(db)) === DEMO_SEED_VERSION) return
  // Loading happens before the transaction: IndexedDB commits a transaction left idle while
  // awaiting the network.
  const rows = await loadAll(load, now())
  const tables = demoTableNames.map((name) => db.table(name))
  await db.transaction('rw', [db.meta, ...tables], async () => {
    // Another context (a tab, the page) may have seeded while we were loading.
    if (!force && (await storedVersion(db)) === DEMO_SEED_VERSION) return
    for (const name of demoTableNames) {
      const table = db.table(name)
      await table.clear()
      await table.bulkAdd(rows.get(name) ?? [])
    }
    await db.meta.put({ key: SEED_VERSION_KEY, value: DEMO_SEED_VERSION })
  })
}

function track(db: AppDB, work: Promise<void>): Promise<void> {
  running.set(db, work)
  const forget = () => {
    if (running.get(db) === work) running.delete(db)
  }
  work.then(forget, forget)
  return work
}

/**
 * Fills the demo tables when they hold no seed or an older one (all tables in one
 * transaction, old rows cleared first). Cheap once seeded: one read of the version.
 */
export function ensureDemoSeed(db: AppDB, load: SeedLoader, now: () => Date = () => new Date()): Promise<void> {
  return running.get(db) ?? track(db, seed(db, load, now, false))
}

/** Throws away every demo change and reseeds; waits for a seeding already under way. */
export function resetDemoData(db: AppDB, load: SeedLoader, now: () => Date = () => new Date()): Promise<void> {
  const previous = running.get(db) ?? Promise.resolve()
  return track(
    db,
    previous.catch(() => undefined).then(() => seed(db, load, now, true)),
  )
}

/** The worker's loader: each table's JSON file, served and precached with the app. */
export function fetchSeedLoader(base = '/seed/demo/', fetchFn: typeof fetch = fetch): SeedLoader {
  return async (table) => {
    const response = await fetchFn(`${base}${table}.json`)
    if (!response.ok) throw new Error(`Demo seed ${table} answered ${response.status}`)
    return (await response.json()) as unknown[] | object
  }
}
