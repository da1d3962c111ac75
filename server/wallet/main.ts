import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { z } from 'zod'
import type { Database, Db } from '../db/client'
import { createWalletApp } from './app'
import { migrateWallet } from './migrate'
import type { Movement } from './client'
import { createWalletService, type WalletService } from './service'
import { providerFor, startSettlementLoop } from './setup'

/**
 * The wallet deployed apart: its own process and database (DATABASE_URL, or PGlite under
 * DATA_DIR/wallet-pglite), serving the wallet API at / for portals started with WALLET_URL and
 * the same WALLET_SERVICE_KEY. Run: `tsx server/wallet/main.ts`.
 */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3100),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  WALLET_SERVICE_KEY: z.string().min(32, 'must be at least 32 characters'),
  CURRENCY: z.string().regex(/^[A-Z]{3}$/).default('NGN'),
  WALLET_PROVIDER: z.enum(['sandbox', 'paystack']).default('sandbox'),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.url().optional(),
  WALLET_SANDBOX_SETTLE_MS: z.coerce.number().int().min(0).default(2000),
  WALLET_SETTLE_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
  PUBLIC_URL: z.url().optional(),
  /**
   * Tests only (never set in a deployment): the first delivery of each movement of this type is
   * written and then never answered, with a line saying so, so a test can kill a process between
   * the wallet's write and its answer. A repeat of the same key is answered.
   */
  WALLET_TEST_HOLD_ANSWERS: z.enum(['escrow', 'refund', 'pay', 'release']).optional(),
})

/** The service, with the answers of one movement type held after the write (WALLET_TEST_HOLD_ANSWERS). */
function holdingAnswers(service: WalletService, type: Movement['type'] | undefined): WalletService {
  if (!type) return service
  const held = new Set<string>()
  return {
    ...service,
    async move(m) {
      const written = await service.move(m)
      if (m.type !== type || held.has(m.idempotencyKey)) return written
      held.add(m.idempotencyKey)
      console.log(`[wallet] ${m.idempotencyKey} written; its answer is held (WALLET_TEST_HOLD_ANSWERS)`)
      return new Promise<never>(() => {})
    },
  }
}

async function openWalletDatabase(env: z.infer<typeof Env>): Promise<Database> {
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10, connectionTimeoutMillis: 20_000 })
    pool.on('error', () => {})
    const db = drizzlePg({ client: pool }) as unknown as Db
    await migrateWallet(db, 'postgres')
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  const dir = path.join(env.DATA_DIR, 'wallet-pglite')
  mkdirSync(dir, { recursive: true })
  const client = new PGlite(dir)
  const db = drizzlePglite({ client }) as unknown as Db
  await migrateWallet(db, 'pglite')
  return { db, kind: 'pglite', close: () => client.close() }
}

async function main() {
  const parsed = Env.safeParse(process.env)
  if (!parsed.success) throw new Error(`Wallet settings: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`)
  const env = parsed.data
  const database = await openWalletDatabase(env)
  const service = createWalletService({ database, provider: providerFor(env), currency: env.CURRENCY })
  const app = createWalletApp({ service: holdingAnswers(service, env.WALLET_TEST_HOLD_ANSWERS), serviceKey: env.WALLET_SERVICE_KEY })
  const stopSettlement = startSettlementLoop(service, env.WALLET_SETTLE_INTERVAL_MS)
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`Wallet service listening on http://${env.HOST}:${info.port} (database: ${database.kind})`)
  })
  const stop = () => {
    stopSettlement()
    server.close()
    void database.close().finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((err: unknown) => {
  console.error((err instanceof Error ? err.message : String(err)).split('\n')[0])
  process.exit(1)
})
