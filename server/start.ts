import { openPglite, openPostgres, type Database } from './db/client'
import type { Env } from './env'

/**
 * Opens the configured database and applies migrations: the wallet's too when it runs in this
 * process; deployed apart (`WALLET_URL`), its tables live in its own database only.
 */
export async function openDatabase(env: Env): Promise<Database> {
  const options = { wallet: !env.WALLET_URL }
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL, options) : openPglite(env.DATA_DIR, options)
}
