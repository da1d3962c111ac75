import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { migrateWallet } from '../wallet/migrate'
import * as accounts from './schema/accounts'
import * as content from './schema/content'
import * as marketplace from './schema/marketplace'
import * as meta from './schema/meta'
import * as money from './schema/money'
import * as platform from './schema/platform'
import * as push from './schema/push'
import * as videoChecks from './schema/video-checks'

/** Every table, for drizzle's relational queries; add each new schema file here. */
const schema = { ...meta, ...accounts, ...content, ...platform, ...marketplace, ...money, ...videoChecks, ...push }

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
/** A transaction handle; domain functions take `Executor` so they run inside or outside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Executor = Db | Tx
export type DbKind = 'pglite' | 'postgres'

export interface Database {
  db: Db
  kind: DbKind
  close: () => Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Hides the password of a connection URL in messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return '(unparsable URL)'
  }
}

/** How a database is opened: `wallet: false` when the wallet is deployed apart (`WALLET_URL`), so its tables live only in its own database. */
export interface OpenOptions {
  wallet?: boolean
}

/** The extensions the marketplace's migrations create (PostgreSQL has them installed; PGlite loads them). */
export const extensions = { pg_trgm }

/**
 * The embedded database: in memory when dataDir is null (tests), else under dataDir/pglite.
 * `from` starts an in-memory database from a dump of another (`dumpDataDir`) instead of an empty
 * one, which skips creating the cluster; the migrations still run and apply what it lacks.
 */
export async function openPglite(dataDir: string | null, options: OpenOptions & { from?: Blob } = {}): Promise<Database> {
  let dir: string | undefined
  if (dataDir) {
    dir = path.join(dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
  }
  const client = dir ? new PGlite(dir, { extensions }) : new PGlite({ loadDataDir: options.from, extensions })
  const db = drizzlePglite({ client, schema }) as unknown as Db
  await migratePglite(db as never, { migrationsFolder })
  // The wallet keeps its own tables and migrations (it can be deployed apart).
  if (options.wallet !== false) await migrateWallet(db, 'pglite')
  return { db, kind: 'pglite', close: () => client.close() }
}

/** PostgreSQL; several server processes may start at once, so migrations run under a lock. */
export async function openPostgres(url: string, options: OpenOptions = {}): Promise<Database> {
  // A request waits up to 20 s for a free connection (a burst queues rather than fails); past
  // that it is answered 503 "busy" with Retry-After (app.ts), never 500.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 20_000 })
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {})
  try {
    const client = await pool.connect()
    try {
      await client.query('select pg_advisory_lock(4711001)')
      const db = drizzlePg({ client, schema })
      await migratePg(db, { migrationsFolder })
      await client.query('select pg_advisory_unlock(4711001)')
    } finally {
      client.release()
    }
  } catch (err) {
    await pool.end().catch(() => {})
    const reason = err instanceof Error ? err.message : String(err)
    throw new Error(`Cannot use the database at ${redactUrl(url)}: ${reason || 'connection failed'}`, { cause: err })
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db
  try {
    if (options.wallet !== false) await migrateWallet(db, 'postgres')
  } catch (err) {
    await pool.end().catch(() => {})
    throw new Error(`Cannot migrate the wallet tables at ${redactUrl(url)}: ${err instanceof Error ? err.message : String(err)}`, { cause: err })
  }
  return { db, kind: 'postgres', close: () => pool.end() }
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
