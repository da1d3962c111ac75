import { fileURLToPath } from 'node:url'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type pg from 'pg'
import type { Db, DbKind } from '../db/client'

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))
/** Its own history table, so the portal's and the wallet's migrations never interleave. */
const migrationsTable = '__wallet_migrations'
/** Distinct from the portal's lock (4711001): the two may migrate one after the other. */
const WALLET_MIGRATION_LOCK = 4711005

/**
 * Applies the wallet's migrations. On PostgreSQL several server processes may start at once, so
 * it runs on one connection under an advisory lock (the one that waits finds nothing left to do).
 */
export async function migrateWallet(db: Db, kind: DbKind): Promise<void> {
  if (kind === 'pglite') {
    await migratePglite(db as never, { migrationsFolder, migrationsTable })
    return
  }
  const pool = (db as unknown as { $client: pg.Pool }).$client
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [WALLET_MIGRATION_LOCK])
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder, migrationsTable })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [WALLET_MIGRATION_LOCK])
    }
  } finally {
    client.release()
  }
}
