import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { openPostgres, type Database, type Db } from '../db/client'
import { createPostgresTestDatabase, openTestPglite } from '../test/test-database'
import { users } from '../db/schema/accounts'
import { parseEnv } from '../env'
import type { Role } from '../lib/account-values'
import { signAccessToken } from '../lib/auth'
import { HttpError } from '../lib/errors'
import type { AppEnv } from '../lib/router'
import { createWalletPortalRouter } from '../routes/wallet/wallet.routes'
import { createWalletApp } from './app'
import { httpWalletClient, type WalletClient } from './client'
import { checkLedger } from './domain/invariants'
import { migrateWallet } from './migrate'
import { sandboxProvider } from './providers/sandbox'
import type { PaymentProvider } from './providers/types'
import { createWalletService, type WalletService } from './service'
import type { NotifyKind } from './settlement'

export interface HarnessUser {
  id: string
  email: string
  role: Role
  token: string
}

export interface Harness {
  database: Database
  db: Db
  service: WalletService
  provider: PaymentProvider
  /** The portal's wallet calls under /api/auth and the wallet service under /api/wallet. */
  app: Hono<AppEnv>
  serviceKey: string
  notifications: { userId: string; kind: NotifyKind; data: Record<string, unknown> }[]
  makeUser(role?: Role): Promise<HarnessUser>
  call(method: string, path: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>
  /** A second connection pool on the same database (PostgreSQL only), for truly parallel work. */
  widePool(max: number): { db: Db; close: () => Promise<void> } | null
  close(): Promise<void>
}

const JWT_SECRET = 'wallet-test-secret-wallet-test-secret-01'

/**
 * A wallet on a fresh database, mounted the way the portal mounts it, for one test file:
 * in-memory PGlite, or — when DATABASE_URL is set — a new PostgreSQL database dropped at close.
 * `client: 'http'` makes the portal routes reach the wallet through its HTTP API instead of in
 * process, so the same tests cover both clients.
 */
export async function createHarness(o: { provider?: PaymentProvider; client?: 'in-process' | 'http' } = {}): Promise<Harness> {
  const adminUrl = process.env.DATABASE_URL
  let database: Database
  let url: string | undefined
  let drop = async () => {}
  if (adminUrl) {
    const created = await createPostgresTestDatabase(adminUrl, 'wallet_test')
    url = created.url
    drop = created.drop
    database = await openPostgres(url)
  } else {
    database = await openTestPglite()
  }
  await migrateWallet(database.db, database.kind)

  const env = parseEnv({ NODE_ENV: 'test', JWT_SECRET })
  const jwtSecret = new TextEncoder().encode(JWT_SECRET)
  const serviceKey = 'test-wallet-service-key-0123456789abcdef'
  const notifications: Harness['notifications'] = []
  const provider = o.provider ?? sandboxProvider({ settleDelayMs: 0 })
  const service = createWalletService({ database, provider, currency: env.CURRENCY, notify: (userId, kind, data) => void notifications.push({ userId, kind, data }), log: () => {} })
  const walletApp = createWalletApp({ service, serviceKey })
  const client: WalletClient =
    o.client === 'http' ? httpWalletClient({ baseUrl: 'http://wallet.test', serviceKey, fetch: (input, init) => Promise.resolve(walletApp.request(String(input), init)) }) : service

  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    c.set('env', env)
    c.set('database', database)
    c.set('jwtSecret', jwtSecret)
    await next()
  })
  app.route('/api/wallet', walletApp)
  app.route('/api/auth', createWalletPortalRouter(client))
  // The portal's error handler, in short: expected failures in the API's error shape.
  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json({ message: err.message, ...(err.code ? { code: err.code } : {}) }, err.status)
    if (err instanceof HTTPException) return c.json({ message: err.message || 'Request failed' }, err.status)
    return c.json({ message: `Unexpected: ${err.message}` }, 500)
  })

  const pools: pg.Pool[] = []
  return {
    database,
    db: database.db,
    service,
    provider,
    app,
    serviceKey,
    notifications,
    async makeUser(role = 'tiktoker') {
      const id = randomUUID()
      const email = `${role}-${id.slice(0, 8)}@example.test`
      await database.db.insert(users).values({ id, email, passwordHash: 'not-a-real-hash', fullName: `Test ${role}`, role, accountType: role, approvalStatus: 'approved' })
      return { id, email, role, token: await signAccessToken({ userId: id, role, email, tokenVersion: 0 }, jwtSecret, 1) }
    },
    call(method, path, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers }
      if (opts.token) headers['x-access-token'] = opts.token
      if (opts.body !== undefined) headers['content-type'] ??= 'application/json'
      const body = opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body)
      return Promise.resolve(app.request(path, { method, headers, body }))
    },
    widePool(max) {
      if (!url) return null
      const pool = new pg.Pool({ connectionString: url, max })
      // The test database is dropped with force at the end; idle clients then see it go.
      pool.on('error', () => {})
      pools.push(pool)
      return { db: drizzlePg({ client: pool }) as unknown as Db, close: () => pool.end() }
    },
    async close() {
      await Promise.all(pools.map((p) => p.end().catch(() => {})))
      await database.close()
      await drop()
    },
  }
}

/** Throws with the details unless every ledger rule holds (balanced, cache = sum, none negative, total zero). */
export async function assertLedgerSound(db: Db): Promise<void> {
  const report = await checkLedger(db)
  const broken = report.unbalanced.length || report.cacheMismatch.length || report.negative.length || report.total !== 0
  if (broken) throw new Error(`Ledger broken: ${JSON.stringify(report)}`)
}

/**
 * The harness's wallet app served on loopback, as a wallet deployed apart is reached: `stop` takes
 * it down and `start` brings it back on the same port (a wallet that went away, then returned).
 */
export function walletOnLoopback(h: Harness): { url: () => string; start: () => Promise<void>; stop: () => Promise<void> } {
  let server: ServerType | undefined
  let port = 0
  return {
    url: () => `http://127.0.0.1:${port}/api/wallet`,
    start: () =>
      new Promise<void>((resolve) => {
        server = serve({ fetch: h.app.fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) => {
          port = info.port
          resolve()
        })
      }),
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  }
}
