import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createApp } from '../app'
import { openPostgres, type Database } from '../db/client'
import { createPostgresTestDatabase, openTestPglite } from './test-database'
import { parseEnv, type Env } from '../env'
import type { Services } from '../lib/services'

export interface TestApp {
  app: ReturnType<typeof createApp>
  database: Database
  env: Env
  jwtSecret: Uint8Array
  dataDir: string
  /** The test database's URL on PostgreSQL (for server processes started apart); null on PGlite. */
  databaseUrl: string | null
  /** A second server on the same database, like another process behind a load balancer. */
  peer: () => Promise<ReturnType<typeof createApp>>
  close: () => Promise<void>
}

/**
 * A real server for tests: in-memory PGlite by default, or, when DATABASE_URL is set (CI's
 * PostgreSQL run), a fresh database created for this test file and dropped afterwards.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { services?: Partial<Services>; /** A PostgreSQL to make the test database on, instead of DATABASE_URL's. */ adminUrl?: string } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'))
  const adminUrl = options.adminUrl ?? process.env.DATABASE_URL
  let database: Database
  let dropDatabase = async () => {}
  let databaseUrl: string | null = null
  const extra: Database[] = []
  if (adminUrl) {
    const created = await createPostgresTestDatabase(adminUrl)
    databaseUrl = created.url
    dropDatabase = created.drop
    database = await openPostgres(databaseUrl)
  } else {
    database = await openTestPglite()
  }
  // Rate limits count in fixed windows aligned to the clock (every 15 minutes by default), so a test
  // that counts attempts would start over if it ran across a window's end; tests get one window
  // (10^9 s: the next boundary is in 2033) and the counts they assert cannot reset mid-test.
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret-0123', RATE_LIMIT_WINDOW_SECONDS: '1000000000', ...overrides })
  const jwtSecret = new TextEncoder().encode(env.JWT_SECRET)
  const app = createApp({ env, database, jwtSecret, serveApp: false, services: options.services })
  return {
    app,
    database,
    env,
    jwtSecret,
    dataDir,
    databaseUrl,
    // On PostgreSQL the peer has its own connection pool (nothing shared but the database); an
    // in-memory PGlite can be opened once only, so there the peer shares it.
    peer: async () => {
      const own = databaseUrl ? await openPostgres(databaseUrl) : database
      if (own !== database) extra.push(own)
      return createApp({ env, database: own, jwtSecret, serveApp: false, services: options.services })
    },
    close: async () => {
      for (const d of extra) await d.close()
      await database.close()
      await dropDatabase()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
