import Dexie, { type EntityTable } from 'dexie'
import type { DemoTables } from './demo-schema'
import { schemaVersions } from './schema'
import type { SyncTables } from './sync-schema'

export interface MetaRow {
  key: string
  value: unknown
}

export type AppDB = Dexie &
  DemoTables &
  SyncTables & {
    meta: EntityTable<MetaRow, 'key'>
  }

export const DB_NAME = 'sound-portal'

/** Opens (lazily, on first use) the app database; tests pass their own name. */
export function openAppDB(name: string = DB_NAME): AppDB {
  const db = new Dexie(name) as AppDB
  for (const { version, stores, upgrade } of schemaVersions) {
    const v = db.version(version).stores(stores)
    if (upgrade) v.upgrade(upgrade)
  }
  return db
}

/** The one shared instance used by the page and the service worker. */
export const db: AppDB = openAppDB()
