import { openPglite, openPostgres, type Database } from './db/client'
import type { Env } from './env'

/** Opens the configured database and applies migrations. */
export async function openDatabase(env: Env): Promise<Database> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.DATA_DIR)
}
