import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { createApp } from '../../../server/app'
import { openPglite, type Database } from '../../../server/db/client'
import { parseEnv } from '../../../server/env'

export const ROOT = path.resolve(import.meta.dirname, '../../..')
export const BENCH_DIR = path.resolve(import.meta.dirname, '..')

/** Builds the production app once per run (skipped with BENCH_SKIP_BUILD=1). */
export function buildApp(): void {
  if (process.env.BENCH_SKIP_BUILD) return
  const run = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (run.status !== 0) throw new Error('vite build failed')
}

export interface BenchServer {
  url: string
  dist: string
  dataDir: string
  close: () => Promise<void>
}

/**
 * The real server (embedded PGlite in a temporary folder) serving a copy of the build, so
 * bench-only pages (peers) can sit beside the app under /__bench/ on the same origin.
 */
/** One answer the server sent: its path, status, and bytes of body and headers as sent. */
export interface Answered {
  path: string
  status: number
  body: number
  headers: number
}

export async function startServer(extraFiles?: (benchDir: string) => void, observe?: (answer: Answered) => void): Promise<BenchServer> {
  const dist = mkdtempSync(path.join(tmpdir(), 'bench-dist-'))
  // With the build's times: the server skips a compressed copy older than its file (static-file.ts).
  cpSync(path.join(ROOT, 'dist'), dist, { recursive: true, preserveTimestamps: true })
  mkdirSync(path.join(dist, '__bench'), { recursive: true })
  extraFiles?.(path.join(dist, '__bench'))
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'))
  const env = parseEnv({ DIST_DIR: dist, DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00' })
  const database: Database = await openPglite(dataDir)
  const app = createApp({ env, database, jwtSecret: new TextEncoder().encode(env.JWT_SECRET) })
  const server: ServerType = await new Promise((resolve) => {
    const fetch = observe ? observed(app.fetch, observe) : app.fetch
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    dist,
    dataDir,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await database.close()
      rmSync(dist, { recursive: true, force: true })
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The app's fetch, reporting each answer's size (the body is read from a copy, as it goes out). */
function observed(fetch: (request: Request) => Response | Promise<Response>, observe: (answer: Answered) => void) {
  return async (request: Request): Promise<Response> => {
    const response = await fetch(request)
    const body = response.body ? (await response.clone().arrayBuffer()).byteLength : 0
    let headers = 0
    response.headers.forEach((value, name) => (headers += name.length + value.length + 4))
    observe({ path: new URL(request.url).pathname, status: response.status, body, headers })
    return response
  }
}
