import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../../server/app'
import { campaigns } from '../../server/db/schema/marketplace'
import { openPglite } from '../../server/db/client'
import { createAccount } from '../../server/domain/accounts'
import { LOOKBACK_MS } from '../../server/domain/mirror-feed'
import { parseEnv } from '../../server/env'
import { signAccessToken } from '../../server/lib/auth'
import { openAppDB, type AppDB } from '../../src/db/db'
import { processLock } from '../../src/lib/sync/lock'
import { enqueue } from '../../src/lib/sync/outbox'
import { createCategoryWrite } from '../../src/features/admin/writes'
import { pullCollection } from '../../src/lib/sync/pull'
import { replayOutbox } from '../../src/lib/sync/replay'
import { writeSessionRow } from '../../src/lib/sync/session-row'
import { syncRegistry } from '../../src/app/portal-registry'
import { startFaultProxy } from '../integration/fault-proxy'
import { median, ratioRow, round, type BenchRow } from './lib/stats'

const WRITES = Number(process.env.BENCH_SYNC_WRITES ?? 1000)
const ROWS = Number(process.env.BENCH_SYNC_ROWS ?? 10_000)
/** Writes are measured in alternating slices, so drift on a shared machine hits both sides alike. */
const SLICES = 4

interface Portal {
  url: string
  token: string
  userId: string
  seed: (userId: string, n: number) => Promise<void>
  close: () => Promise<void>
}

async function startPortal(): Promise<Portal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-sync-'))
  const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0' })
  const jwtSecret = new TextEncoder().encode(env.JWT_SECRET)
  const database = await openPglite(null)
  const admin = await createAccount(database.db, { fullName: 'Bench Admin', email: 'sync-bench@example.test', password: 'bench-password', role: 'admin', approvalStatus: 'approved' })
  const token = await signAccessToken({ userId: admin.id, role: 'admin', email: admin.email, tokenVersion: 0 }, jwtSecret, 1)
  const server = serve({ fetch: createApp({ env, database, jwtSecret, serveApp: false }).fetch, port: 0, hostname: '127.0.0.1' }) as Server
  await new Promise((r) => server.once('listening', r))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token,
    userId: admin.id,
    // Sounds as an artist's funded campaigns would leave them (the escrow itself is not needed to list them).
    seed: async (ownerId, n) => {
      const rows = Array.from({ length: n }, (_, i) => ({
        id: randomUUID(),
        ownerId,
        kind: 'normal' as const,
        title: `Bench sound ${i}`,
        videoLinks: [`https://www.tiktok.com/@bench/video/${7_300_000_000_000_000_000 + i}`],
        unitAmount: 50_000,
        slots: 20,
        holdHours: 48,
        escrowed: 1_000_000,
      }))
      for (let i = 0; i < rows.length; i += 1000) await database.db.insert(campaigns).values(rows.slice(i, i + 1000))
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise((r) => server.close(r))
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function device(p: Portal): Promise<AppDB> {
  const db = openAppDB(`bench-sync-${randomUUID()}`)
  await writeSessionRow(db, { userId: p.userId, accessToken: p.token, role: 'admin', apiBase: `${p.url}/api` })
  return db
}

/** `n` category creates through the outbox: queued first (not timed), then one timed replay. */
async function replaySlice(p: Portal, db: AppDB, n: number, tag: string): Promise<number> {
  for (let i = 0; i < n; i++) await enqueue(db, createCategoryWrite, { id: randomUUID(), name: `Replay ${tag} ${i}` }, { userId: p.userId })
  const t0 = performance.now()
  const result = await replayOutbox({ db, fetch: globalThis.fetch, baseUrl: `${p.url}/api`, now: Date.now, lock: processLock })
  const ms = performance.now() - t0
  if (result.confirmed !== n) throw new Error(`Replay confirmed ${result.confirmed} of ${n}`)
  return ms
}

/** The peer: the same requests (same endpoint, headers and kind of body) with plain sequential fetch. */
async function plainSlice(p: Portal, n: number, tag: string): Promise<number> {
  const t0 = performance.now()
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${p.url}/api/category/create`, {
      method: 'POST',
      headers: { 'x-access-token': p.token, render: 'backend', accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ id: randomUUID(), name: `Plain ${tag} ${i}` }),
    })
    await res.text()
    if (res.status !== 201) throw new Error(`Plain fetch answered ${res.status}`)
  }
  return performance.now() - t0
}

/**
 * The pull's peer: the same change feed fetched and parsed, stored nowhere. The feed answers in
 * pages (500 rows each), so the peer follows its cursor page by page, as the engine does.
 */
async function plainPull(p: Portal): Promise<number> {
  const t0 = performance.now()
  let since = new Date(0).toISOString()
  let read = 0
  for (;;) {
    const res = await fetch(`${p.url}/api/artist/get-all-sounds?since=${encodeURIComponent(since)}`, { headers: { 'x-access-token': p.token, render: 'backend', accept: 'application/json' } })
    const body = (await res.json()) as { sounds: unknown[]; cursor: string | null; hasMore?: boolean }
    read += body.sounds.length
    if (!body.hasMore || !body.cursor) break
    since = body.cursor
  }
  if (read < ROWS) throw new Error(`The peer read ${read} sounds`)
  return performance.now() - t0
}

/**
 * The sync engine on a local server (in-process, embedded PGlite, loopback): replaying 1,000 queued
 * writes compared with sending the same 1,000 requests with plain sequential fetch, and pulling
 * 10,000 sounds into the mirror (time, bytes, and what a pull with nothing changed costs).
 */
export async function benchSync(): Promise<BenchRow[]> {
  const p = await startPortal()
  try {
    // Warm up both paths (JIT, PGlite caches, connection pool).
    const warm = await device(p)
    await replaySlice(p, warm, 20, 'warm')
    await plainSlice(p, 20, 'warm')

    const db = await device(p)
    const replay: number[] = []
    const plain: number[] = []
    const slice = Math.ceil(WRITES / SLICES)
    for (let i = 0; i < SLICES; i++) {
      replay.push(await replaySlice(p, db, slice, String(i)))
      plain.push(await plainSlice(p, slice, String(i)))
    }
    const replayMs = replay.reduce((a, b) => a + b, 0)
    const plainMs = plain.reduce((a, b) => a + b, 0)

    await p.seed(p.userId, ROWS)
    const seededAt = Date.now()
    const sounds = syncRegistry.collection('sounds')!
    const deps = (target: AppDB, base = p.url) => ({ db: target, fetch: globalThis.fetch, baseUrl: `${base}/api`, now: Date.now })
    const pullTimes: number[] = []
    const peerTimes: number[] = []
    for (let round = 0; round < 3; round++) {
      const mirror = await device(p)
      const t0 = performance.now()
      const first = await pullCollection(deps(mirror), sounds)
      pullTimes.push(performance.now() - t0)
      if (first.rows !== ROWS) throw new Error(`Pulled ${first.rows} of ${ROWS} rows`)
      peerTimes.push(await plainPull(p))
      mirror.close()
    }

    // A change feed re-sends rows changed in its last LOOKBACK_MS (commits may lag their stamps), so
    // "nothing changed" is measured once the list has been quiet that long, as it is for a user.
    await new Promise((r) => setTimeout(r, Math.max(0, seededAt + LOOKBACK_MS + 1_000 - Date.now())))

    // Bytes on the wire (compressed as the server sends them, headers included), through a counting proxy.
    const proxy = await startFaultProxy(p.url)
    const mirror = await device(p)
    const full = await pullCollection(deps(mirror, proxy.url), sounds)
    const fullWire = proxy.bytesToClient
    const second = await pullCollection(deps(mirror, proxy.url), sounds)
    const secondWire = proxy.bytesToClient - fullWire
    const third = await pullCollection(deps(mirror, proxy.url), sounds)
    const thirdWire = proxy.bytesToClient - fullWire - secondWire
    await proxy.close()
    const stored = await mirror.sounds.count()
    if (stored < ROWS || second.rows !== 0 || third.status !== 'not-modified') throw new Error(`The pulls did not behave as expected: ${stored} stored, second pull ${second.rows} rows (${second.status}), third ${third.status}`)

    return [
      ratioRow({ group: 'Sync', name: `Replay ${WRITES} queued writes`, value: round(replayMs), unit: 'ms', peer: round(plainMs), peerName: 'plain sequential fetch', maxRatio: 1.5, detail: `${round(replayMs / WRITES, 2)} ms per write` }),
      ratioRow({ group: 'Sync', name: `Pull ${ROWS.toLocaleString('en')} sounds into the mirror`, value: round(median(pullTimes)), unit: 'ms', peer: round(median(peerTimes)), peerName: 'fetch + parse, no storage', detail: `${full.requests} requests, median of 3` }),
      { group: 'Sync', name: `Pull ${ROWS.toLocaleString('en')} sounds: bytes`, value: round(fullWire / 1024, 1), unit: 'KiB', detail: `on the wire (gzip); ${round(full.bytes / 1024, 1)} KiB of JSON` },
      { group: 'Sync', name: 'Second pull, nothing changed: payload', value: second.bytes, unit: 'B', goal: '< 1024', met: second.bytes < 1024, detail: `${secondWire} B on the wire, of which ~0.9 KB fixed security headers` },
      { group: 'Sync', name: 'Third pull, nothing changed (304)', value: thirdWire, unit: 'B', goal: '< 1024', met: thirdWire < 1024, detail: 'on the wire, headers included' },
    ]
  } finally {
    await p.close()
  }
}
