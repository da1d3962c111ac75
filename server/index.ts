import { serve } from '@hono/node-server'
import { createApp, createPortalWallet } from './app'
import { bootstrap } from './domain/bootstrap'
import { marketConfig } from './domain/market-config'
import { startMarketJobs } from './domain/market-jobs'
import { ConfigError, parseEnv } from './env'
import { resolveJwtSecret } from './lib/auth'
import { openDatabase } from './start'

/** Starts the server; any start-up failure is one clear line and exit code 1. */
async function main() {
  const env = parseEnv()
  const database = await openDatabase(env)
  await bootstrap(database, env)
  const jwtSecret = resolveJwtSecret(env)
  const wallet = createPortalWallet(env, database, jwtSecret)
  const app = createApp({ env, database, jwtSecret, wallet })
  // Pending payouts are settled by a loop in every server process (claims are row-locked).
  const stopSettlement = wallet.startSettlement()
  // Hold expiry and auto-approval, likewise in every process (campaign claims use SKIP LOCKED).
  const stopMarketJobs = startMarketJobs(database.db, marketConfig(env), env.MARKET_JOBS_INTERVAL_MS)
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const host = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST
    console.log(`Sound portal listening on http://${host}:${info.port} (database: ${database.kind === 'pglite' ? `embedded PGlite in ${env.DATA_DIR}` : 'PostgreSQL'})`)
  })
  server.on('error', (err: NodeJS.ErrnoException) => {
    console.error(`Cannot listen on port ${env.PORT}: ${err.code === 'EADDRINUSE' ? 'the port is already in use' : err.message}`)
    process.exit(1)
  })
  const stop = () => {
    stopSettlement()
    stopMarketJobs()
    server.close()
    void database.close().finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((err: unknown) => {
  const message = err instanceof ConfigError || err instanceof Error ? err.message : String(err)
  console.error(message.split('\n')[0])
  process.exit(1)
})
