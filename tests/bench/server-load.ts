import { scrypt } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import autocannon from 'autocannon'
import { createApp } from '../../server/app'
import { openPglite } from '../../server/db/client'
import { createAccount, findUserById } from '../../server/domain/accounts'
import { listNotifications, notify } from '../../server/domain/notifications'
import { parseEnv } from '../../server/env'
import { round, type BenchRow } from './lib/stats'

const SECONDS = Number(process.env.BENCH_SERVER_SECONDS ?? 4)
const EMAIL = 'bench@example.test'
const PASSWORD = 'bench-password'

interface Load {
  rps: number
  p50: number
  p99: number
  /** Connection errors, timeouts and non-2xx answers together. */
  failures: number
  total: number
}

async function load(opts: { url: string; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string>; connections: number }): Promise<Load> {
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    body: opts.body,
    headers: opts.headers,
    connections: opts.connections,
    duration: SECONDS,
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  }
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)))
}

/** A bare node:http handler that does `work` (nothing, the same scrypt, the same queries) and answers JSON. */
function bareServer(work: () => Promise<unknown> = async () => ({ ok: true })): Server {
  return createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      void work().then((body) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)))
    })
  })
}

const salt = Buffer.alloc(16, 1)
const sameScrypt = () =>
  new Promise((resolve, reject) => scrypt(PASSWORD, salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (err) => (err ? reject(err) : resolve({ ok: true }))))

function rows(name: string, value: Load, peer: Load, peerName: string, minRatio: number, bare: Load): BenchRow[] {
  const ratio = value.rps / peer.rps
  return [
    { group: 'Server', name: `${name} vs bare handler`, value: round(value.rps), unit: 'req/s', peer: round(bare.rps), peerName: 'bare node:http', ratio: value.rps / bare.rps },
    { group: 'Server', name: `${name} throughput`, value: round(value.rps), unit: 'req/s', peer: round(peer.rps), peerName, ratio, goal: `>= ${minRatio}x`, met: ratio >= minRatio },
    { group: 'Server', name: `${name} p99`, value: value.p99, unit: 'ms', peer: peer.p99, peerName, ratio: value.p99 / Math.max(peer.p99, 1), detail: `p50 ${value.p50} ms` },
    { group: 'Server', name: `${name} errors`, value: value.failures, unit: 'errors', goal: '= 0', met: value.failures === 0 && value.total > 0, detail: `${value.total} requests` },
  ]
}

/**
 * `POST /api/auth/login` and `GET /api/auth/get-notifications` on a real server over loopback
 * (embedded PGlite), each against a bare node:http handler measured in the same run. The ratio
 * to an empty handler is reported as is; the goals compare with a bare handler doing the same
 * essential work (the same scrypt hash for login, the same three queries on the same PGlite for
 * notifications), so they measure what the framework, validation and auth add.
 */
export async function benchServerLoad(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-server-'))
  const env = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    LOGIN_LIMIT_PER_IP: '100000000',
    LOGIN_LIMIT_PER_ACCOUNT: '100000000',
  })
  const database = await openPglite(null)
  const user = await createAccount(database.db, { fullName: 'Bench User', email: EMAIL, password: PASSWORD, role: 'artist', approvalStatus: 'approved' })
  for (let i = 0; i < 20; i++) await notify(database.db, user.id, { type: 'account_approved', title: `Note ${i}`, message: `Message ${i}` })
  const app = createApp({ env, database, jwtSecret: new TextEncoder().encode(env.JWT_SECRET), serveApp: false })
  const portal = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server
  await new Promise((r) => portal.once('listening', r))
  const base = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`
  const bare = bareServer()
  const bareHash = bareServer(sameScrypt)
  const bareQueries = bareServer(async () => {
    await findUserById(database.db, user.id)
    return listNotifications(database.db, user.id, { limit: 100 })
  })
  const [bareUrl, hashUrl, queriesUrl] = [await listen(bare), await listen(bareHash), await listen(bareQueries)]
  try {
    const login = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) })).json()
    const token = (login as { accessToken: string }).accessToken
    const loginBody = JSON.stringify({ email: EMAIL, password: PASSWORD })
    const json = { 'content-type': 'application/json' }

    const barePlain = await load({ url: bareUrl, connections: 10 })
    const bareDb = await load({ url: queriesUrl, connections: 10 })
    const notes = await load({ url: `${base}/api/auth/get-notifications?user_id=${user.id}`, headers: { 'x-access-token': token }, connections: 10 })
    const bareScrypt = await load({ url: hashUrl, method: 'POST', body: loginBody, headers: json, connections: 4 })
    const logins = await load({ url: `${base}/api/auth/login`, method: 'POST', body: loginBody, headers: json, connections: 4 })
    return [
      ...rows('GET /api/auth/get-notifications', notes, bareDb, 'bare node:http + same queries', 0.5, barePlain),
      ...rows('POST /api/auth/login', logins, bareScrypt, 'bare node:http + same scrypt', 0.7, barePlain),
    ]
  } finally {
    for (const s of [portal, bare, bareHash, bareQueries]) await new Promise((r) => s.close(r))
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
