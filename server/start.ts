import { openPglite, openPostgres, type Database } from './db/client'
import type { Env } from './env'

/** Where a PGlite cluster lives: a folder, or memory (`null`), optionally started from a dump. */
export interface PgliteSource {
  dataDir: string | null
  from?: Blob
}

/**
 * Opens the configured database and applies migrations: the wallet's too when it runs in this
 * process; deployed apart (`WALLET_URL`), its tables live in its own database only. Without
 * DATABASE_URL it is PGlite in DATA_DIR (`pglite` says otherwise).
 */
export async function openDatabase(env: Env, pglite: PgliteSource = { dataDir: env.DATA_DIR }): Promise<Database> {
  const options = { wallet: !env.WALLET_URL }
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL, options) : openPglite(pglite.dataDir, { ...options, ...(pglite.from ? { from: pglite.from } : {}) })
}
