import { serve } from '@hono/node-server'
import { createApp, createPortalMoney, createPortalWallet } from './app'
import { startTableMaintenance } from './db/maintenance'
import { bootstrap } from './domain/bootstrap'
import { newHolder, nodeName, releaseDeadClaims } from './domain/idempotency'
import { marketConfig } from './domain/market-config'
import { startMarketJobs } from './domain/market-jobs'
import { startMoneyDelivery } from './domain/money-outbox'
import { startPayoutReleases } from './domain/payout-holds'
import { createPushSender, startPushDelivery } from './domain/push-outbox'
import { startReminders } from './domain/reminders'
import { startVideoChecks, videoCheckJob } from './domain/video-checks'
import { ConfigError, parseEnv } from './env'
import { resolveJwtSecret } from './lib/auth'
import { openStorage } from './lib/services'
import { resolveVapidKeys } from './lib/vapid'
import { openDatabase } from './start'

/** How long a stop waits for requests in flight before closing the database anyway. */
const DRAIN_MS = 15_000
/** How often the embedded database's tables are checked for analyze and vacuum (db/maintenance.ts). */
const MAINTENANCE_MS = 60_000

/** Counts requests being answered, so a stop can wait for them. */
class InFlight {
  private count = 0
  private waiters: Array<() => void> = []
  async run<T>(fn: () => T | Promise<T>): Promise<T> {
    this.count++
    try {
      return await fn()
    } finally {
      if (--this.count === 0) for (const w of this.waiters.splice(0)) w()
    }
  }
  idle(maxMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, maxMs)
      this.waiters.push(() => {
        clearTimeout(timer)
        resolve()
      })
    })
  }
}

/** Starts the server; any start-up failure is one clear line and exit code 1. */
async function main() {
  const env = parseEnv()
  // The bucket first: a store that cannot be used stops the start before anything is migrated.
  const storage = await openStorage(env)
  const database = await openDatabase(env)
  const jwtSecret = resolveJwtSecret(env)
  const vapid = resolveVapidKeys(env)
  const wallet = createPortalWallet(env, database, jwtSecret)
  const money = createPortalMoney(env, database, wallet)
  await bootstrap(database, env, console.log, money)
  // Keys this server's previous run was processing died with it: free them for the retries now.
  const holder = newHolder(env.PORT)
  await releaseDeadClaims(database.db, database.kind === 'pglite' ? null : nodeName(env.PORT), holder)
  const app = createApp({ env, database, jwtSecret, wallet, money, holder, vapid, services: { storage } })
  const inFlight = new InFlight()
  // Pending payouts are settled by a loop in every server process (claims are row-locked).
  const stopSettlement = wallet.startSettlement()
  // Hold expiry and auto-approval, likewise in every process (campaign claims use SKIP LOCKED).
  const stopMarketJobs = startMarketJobs(database.db, marketConfig(env, money), env.MARKET_JOBS_INTERVAL_MS)
  // Holds and approvals running out, budgets nearly spent, accounts waiting: each told once (reminders_sent).
  const stopReminders = startReminders(database.db, marketConfig(env, money), env.MARKET_JOBS_INTERVAL_MS)
  // Submitted videos are looked up on their platforms here, never while the request waits; claims keep each lookup to one process.
  const stopVideoChecks = startVideoChecks(database.db, videoCheckJob(env), env.VIDEO_CHECK_INTERVAL_MS)
  // Approved videos' pay on hold: looked up again when the hold ends, then released or returned.
  const stopPayoutReleases = startPayoutReleases(database.db, videoCheckJob(env), marketConfig(env, money), env.PAYOUT_RELEASE_INTERVAL_MS)
  // The embedded database has no autovacuum: its statistics and visibility map are kept here.
  const stopMaintenance = startTableMaintenance(database, MAINTENANCE_MS)
  // With a wallet deployed apart: movements it has not confirmed yet, now and then every interval.
  const stopMoneyDelivery = startMoneyDelivery(money, env.WALLET_OUTBOX_INTERVAL_MS)
  // Web Push messages queued with notifications; claims keep each message to one process.
  const pushSender = createPushSender({ db: database.db, vapid, hosts: env.PUSH_ENDPOINT_HOSTS, ttlSeconds: env.PUSH_TTL_SECONDS, attempts: env.PUSH_ATTEMPTS })
  const stopPushDelivery = startPushDelivery(pushSender, env.PUSH_INTERVAL_MS)
  const server = serve({ fetch: (req, ...rest) => inFlight.run(() => app.fetch(req, ...rest)), port: env.PORT, hostname: env.HOST }, (info) => {
    const host = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST
    const db = database.kind === 'pglite' ? `embedded PGlite in ${env.DATA_DIR}` : 'PostgreSQL'
    const files = env.S3_BUCKET ? `bucket "${env.S3_BUCKET}"` : 'DATA_DIR/uploads'
    console.log(`Sound portal listening on http://${host}:${info.port} (database: ${db}; uploads: ${files})`)
  })
  server.on('error', (err: NodeJS.ErrnoException) => {
    console.error(`Cannot listen on port ${env.PORT}: ${err.code === 'EADDRINUSE' ? 'the port is already in use' : err.message}`)
    process.exit(1)
  })
  // Stop accepting, let the requests in flight finish (bounded), then close the database.
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    stopSettlement()
    stopMarketJobs()
    stopReminders()
    stopVideoChecks()
    stopPayoutReleases()
    stopMaintenance()
    stopMoneyDelivery()
    stopPushDelivery()
    server.close()
    if ('closeIdleConnections' in server) server.closeIdleConnections()
    void inFlight
      .idle(DRAIN_MS)
      .then(() => database.close())
      .finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((err: unknown) => {
  const message = err instanceof ConfigError || err instanceof Error ? err.message : String(err)
  console.error(message.split('\n')[0])
  process.exit(1)
})
