import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createApp, createPortalMoney, createPortalWallet } from '../app'
import { openPostgres, type Database } from '../db/client'
import { createPostgresTestDatabase, openTestPglite } from './test-database'
import { parseEnv, type Env } from '../env'
import type { Services } from '../lib/services'
import type { Db } from '../db/client'
import { count } from 'drizzle-orm'
import { walletTransactions } from '../wallet/schema'
import type { MoneyPort } from '../domain/money-port'
import { createHarness, walletOnLoopback } from '../wallet/test-harness'

export interface TestApp {
  app: ReturnType<typeof createApp>
  database: Database
  env: Env
  jwtSecret: Uint8Array
  dataDir: string
  /** The test database's URL on PostgreSQL (for server processes started apart); null on PGlite. */
  databaseUrl: string | null
  /**
   * The database holding the wallet's ledger: the portal's own in process, or — with
   * TEST_WALLET=apart — the wallet service's, reached by the portal over HTTP on loopback.
   */
  walletDb: Db
  /** The money port the app's routes and jobs use (for tests that call the domain directly). */
  money: MoneyPort
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
  const apart = process.env.TEST_WALLET === 'apart' && !overrides.WALLET_URL ? await walletApart() : null
  // Tests never reach a real video platform: the endpoints point at a closed port unless a test
  // starts the fake platform (fake-video-platform.ts) and passes its settings.
  const noPlatform = { TIKTOK_OEMBED_URL: 'http://127.0.0.1:1/tiktok', YOUTUBE_OEMBED_URL: 'http://127.0.0.1:1/youtube', META_OEMBED_URL: 'http://127.0.0.1:1/meta' }
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret-0123', RATE_LIMIT_WINDOW_SECONDS: '1000000000', ...noPlatform, ...apart?.env, ...overrides })
  const jwtSecret = new TextEncoder().encode(env.JWT_SECRET)
  const wallet = createPortalWallet(env, database, jwtSecret)
  const money = createPortalMoney(env, database, wallet)
  const app = createApp({ env, database, jwtSecret, serveApp: false, services: options.services, wallet, money })
  return {
    app,
    database,
    env,
    jwtSecret,
    dataDir,
    databaseUrl,
    walletDb: apart?.db ?? database.db,
    money,
    // On PostgreSQL the peer has its own connection pool (nothing shared but the database); an
    // in-memory PGlite can be opened once only, so there the peer shares it.
    peer: async () => {
      const own = databaseUrl ? await openPostgres(databaseUrl) : database
      if (own !== database) extra.push(own)
      return createApp({ env, database: own, jwtSecret, serveApp: false, services: options.services })
    },
    close: async () => {
      if (apart) await assertNoLocalLedger(database.db)
      for (const d of extra) await d.close()
      await database.close()
      await dropDatabase()
      await apart?.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A wallet deployed apart for one test file (TEST_WALLET=apart): its own database and app, served
 * on loopback; the portal gets WALLET_URL and the service key, so every money movement goes
 * through the marketplace's outbox and the wallet's HTTP API, as in a deployment of two services.
 */
async function walletApart(): Promise<{ env: Record<string, string>; db: Db; close: () => Promise<void> }> {
  const h = await createHarness()
  const served = walletOnLoopback(h)
  await served.start()
  return {
    env: { WALLET_URL: served.url(), WALLET_SERVICE_KEY: h.serviceKey, WALLET_OUTBOX_MAX_DELAY_MS: '200' },
    db: h.db,
    close: async () => {
      await served.stop()
      await h.close()
    },
  }
}

/** With the wallet apart, the portal's own ledger tables must stay empty: every movement went through the wallet. */
async function assertNoLocalLedger(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(walletTransactions)
  if (row?.n) throw new Error(`The portal wrote ${row.n} ledger transactions of its own while the wallet ran apart`)
}
