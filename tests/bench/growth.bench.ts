import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { createPostgresTestDatabase } from '../../server/test/test-database'
import { createApp } from '../../server/app'
import { openPglite, openPostgres, type Database } from '../../server/db/client'
import { users } from '../../server/db/schema/accounts'
import { maintainTables } from '../../server/db/maintenance'
import { MIRROR_BOUND } from '../../server/domain/campaign-window'
import { FEED_PAGE } from '../../server/domain/mirror-feed'
import { SEARCH_COUNT_BOUND } from '../../server/lib/marketplace-values'
import { parseEnv } from '../../server/env'
import { signAccessToken } from '../../server/lib/auth'
import { formatPageCursor } from '../../server/lib/page-cursor'
import { median, percentile, round, type BenchRow } from './lib/stats'

/**
 * The growth run: the same measures at 1k, 10k and 100k sounds, each as a ratio to the 1k case —
 * the sounds-with-locking list's first page and a deep page (by cursor, 90% of the way down), a
 * creator's first pull of get-all-sounds (bytes and time) and the server's resident memory
 * while it answers; pages asked by number alone (the middle one, the worst case, and the last);
 * a search's first page (a word every title holds, and one none holds);
 * an admin's first pull of every sound, page after page as the app follows `hasMore` (requests,
 * largest answer, bytes, time, resident memory), and one page of that feed asked again and again
 * (the first, and one 90% of the way down), the per-page cost the pull's mean hides at 1k (two
 * requests, the first of them cold). PGlite by default; PostgreSQL with BENCH_DATABASE_URL (or DATABASE_URL).
 * BENCH_GROWTH_SIZES=1000,10000 picks other sizes.
 */
const SIZES = (process.env.BENCH_GROWTH_SIZES ?? '1000,10000,100000').split(',').map(Number)
const RUNS = 40
const PULLS = 5
const ADMIN_RUNS = 20
const SCANS = 10
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-01'

/** `n` sounds of 8 slots, two holds each (one held, one submitted), in three statements. */
async function fill(database: Database, n: number) {
  const { db } = database
  const viewer = randomUUID()
  const artist = randomUUID()
  const admin = randomUUID()
  await db.insert(users).values([
    { id: admin, email: `admin-${admin}@bench.test`, passwordHash: 'x', fullName: 'Bench Admin', role: 'admin', accountType: 'admin', approvalStatus: 'approved' },
    { id: viewer, email: `viewer-${viewer}@bench.test`, passwordHash: 'x', fullName: 'Bench Creator', role: 'tiktoker', accountType: 'tiktoker', approvalStatus: 'approved' },
    { id: artist, email: `artist-${artist}@bench.test`, passwordHash: 'x', fullName: 'Bench Artist', role: 'artist', accountType: 'artist', approvalStatus: 'approved' },
  ])
  await db.execute(sql`insert into campaigns (id, owner_id, kind, title, unit_amount, slots, hold_hours, escrowed, video_links, created_at)
    select gen_random_uuid(), ${artist}, 'normal', 'Sound ' || g, 1000, 8, 48, 8000, '["https://www.tiktok.com/@a/video/1"]'::jsonb, now() - make_interval(secs => g)
    from generate_series(1, ${n}) g`)
  await db.execute(sql`insert into slot_holds (id, campaign_id, creator_id, status, expires_at)
    select gen_random_uuid(), c.id, md5(c.id::text || k)::uuid, (array['held', 'submitted'])[k], now() + interval '1 day'
    from campaigns c cross join generate_series(1, 2) k`)
  // The viewer's own: holds on ten old sounds (beyond the window), which their pull always carries.
  await db.execute(sql`insert into slot_holds (id, campaign_id, creator_id, status, expires_at)
    select gen_random_uuid(), id, ${viewer}, 'held', now() + interval '1 day' from campaigns order by created_at asc limit 10`)
  // The state the catalogue settles in: PostgreSQL's autovacuum, or on PGlite the server's own pass (db/maintenance.ts).
  if (database.kind === 'postgres') await db.execute(sql`vacuum analyze`)
  else await maintainTables(database)
  const deep = (await db.execute(sql`select created_at, id from campaigns order by created_at desc, id desc offset ${Math.floor(n * 0.9)} limit 1`)) as unknown as {
    rows: { created_at: string | Date; id: string }[]
  }
  const row = deep.rows[0]!
  const deepPage = Math.floor((n * 0.9) / 12) + 2
  const cursor = formatPageCursor({ at: new Date(row.created_at), id: row.id, page: deepPage })
  const secret = new TextEncoder().encode(JWT_SECRET)
  const token = await signAccessToken({ userId: viewer, role: 'tiktoker', email: `viewer-${viewer}@bench.test`, tokenVersion: 0 }, secret, 1)
  const adminToken = await signAccessToken({ userId: admin, role: 'admin', email: `admin-${admin}@bench.test`, tokenVersion: 0 }, secret, 1)
  return { token, adminToken, cursor, deepPage }
}

async function time(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    await fn()
    samples.push(performance.now() - t0)
  }
  return samples
}

interface Sample {
  size: number
  first: number[]
  deep: number[]
  deepByNumber: number[]
  middle: number[]
  lastPage: number[]
  searchAll: number[]
  searchNone: number[]
  pullMs: number[]
  pullBytes: number
  pullGzip: number
  pullRows: number
  rssMiB: number
  admin: AdminPull
  adminFirst: number[]
  adminDeep: number[]
}

interface AdminPull {
  ms: number
  requests: number
  bytes: number
  largest: number
  rows: number
  rssMiB: number
  /** The `since` of each request made, in order. */
  sinces: string[]
}

/** An admin's first pull of get-all-sounds as the app makes it: since the epoch, then each answer's cursor while `hasMore`. */
async function adminPull(app: ReturnType<typeof createApp>, token: string): Promise<AdminPull> {
  let rss = process.memoryUsage().rss
  const sampler = setInterval(() => (rss = Math.max(rss, process.memoryUsage().rss)), 5)
  const out = { ms: 0, requests: 0, bytes: 0, largest: 0, rows: 0, sinces: [] as string[] }
  const t0 = performance.now()
  let since = new Date(0).toISOString()
  for (;;) {
    out.sinces.push(since)
    const res = await app.request(`/api/artist/get-all-sounds?since=${encodeURIComponent(since)}`, { headers: { 'x-access-token': token } })
    const text = await res.text()
    if (res.status !== 200) throw new Error(`get-all-sounds answered ${res.status}`)
    const body = JSON.parse(text) as { sounds: unknown[]; cursor: string; hasMore: boolean }
    out.requests++
    out.bytes += Buffer.byteLength(text)
    out.largest = Math.max(out.largest, Buffer.byteLength(text))
    out.rows += body.sounds.length
    if (!body.hasMore) break
    since = body.cursor
  }
  out.ms = performance.now() - t0
  clearInterval(sampler)
  return { ...out, rssMiB: rss / 2 ** 20 }
}

async function measure(database: Database, size: number): Promise<Sample> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-growth-'))
  try {
    const { token, adminToken, cursor, deepPage } = await fill(database, size)
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET })
    const app = createApp({ env, database, jwtSecret: new TextEncoder().encode(JWT_SECRET), serveApp: false })
    const headers = { 'x-access-token': token }
    const list = (query: string) => async () => {
      const res = await app.request(`/api/artist/get-all-sounds-with-locking?${query}`, { headers })
      if (res.status !== 200) throw new Error(`get-all-sounds-with-locking answered ${res.status}`)
      await res.arrayBuffer()
    }
    await time(5, list('page=1'))
    const first = await time(RUNS, list('page=1'))
    const deep = await time(RUNS, list(`cursor=${cursor}`))
    const deepByNumber = await time(RUNS, list(`page=${deepPage}`))
    const pages = Math.ceil(size / 12)
    const middle = await time(RUNS, list(`page=${Math.ceil(pages / 2)}`))
    const lastPage = await time(RUNS, list(`page=${pages}`))
    // A search: a word in every title (its count stops at the bound), and one in none (read to the end).
    const searchAll = await time(RUNS, list('q=sound&page=1'))
    const searchNone = await time(SCANS, list('q=nowhere&page=1'))
    // The creator's first pull, with the process's resident memory sampled while it answers.
    let rss = process.memoryUsage().rss
    const sampler = setInterval(() => (rss = Math.max(rss, process.memoryUsage().rss)), 5)
    let pullBytes = 0
    let pullGzip = 0
    let pullRows = 0
    const pullMs = await time(PULLS, async () => {
      const res = await app.request('/api/artist/get-all-sounds', { headers })
      const text = await res.text()
      if (res.status !== 200) throw new Error(`get-all-sounds answered ${res.status}`)
      pullBytes = Buffer.byteLength(text)
      pullGzip = gzipSync(text).length
      pullRows = (JSON.parse(text) as { sounds: unknown[] }).sounds.length
    })
    clearInterval(sampler)
    const admin = await adminPull(app, adminToken)
    // One page of the admin's feed, asked again and again: the first and one 90% of the way down.
    const feedPage = (since: string) => async () => {
      const res = await app.request(`/api/artist/get-all-sounds?since=${encodeURIComponent(since)}`, { headers: { 'x-access-token': adminToken } })
      if (res.status !== 200) throw new Error(`get-all-sounds answered ${res.status}`)
      await res.arrayBuffer()
    }
    const deepSince = admin.sinces[Math.floor(admin.sinces.length * 0.9)]!
    await time(5, feedPage(admin.sinces[0]!))
    const adminFirst = await time(ADMIN_RUNS, feedPage(admin.sinces[0]!))
    const adminDeep = await time(ADMIN_RUNS, feedPage(deepSince))
    return { size, first, deep, deepByNumber, middle, lastPage, searchAll, searchNone, pullMs, pullBytes, pullGzip, pullRows, rssMiB: rss / 2 ** 20, admin, adminFirst, adminDeep }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function onPostgres(url: string, size: number): Promise<Sample> {
  const created = await createPostgresTestDatabase(url, 'bench_growth')
  const database = await openPostgres(created.url)
  try {
    return await measure(database, size)
  } finally {
    await database.close()
    await created.drop()
  }
}

async function onPglite(size: number): Promise<Sample> {
  const database = await openPglite(null)
  try {
    return await measure(database, size)
  } finally {
    await database.close()
  }
}

export async function benchGrowth(): Promise<BenchRow[]> {
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL
  const engine = pgUrl ? 'PostgreSQL' : 'PGlite'
  const samples: Sample[] = []
  // A first, discarded round at the smallest size, so the 1k case does not pay for the warm-up.
  await (pgUrl ? onPostgres(pgUrl, SIZES[0]!) : onPglite(SIZES[0]!))
  for (const size of SIZES) {
    samples.push(pgUrl ? await onPostgres(pgUrl, size) : await onPglite(size))
    console.log(`growth: ${size} sounds measured`)
  }
  const base = samples[0]!
  const label = (n: number) => `${n >= 1000 ? `${n / 1000}k` : n} sounds`
  const rows: BenchRow[] = []
  const add = (name: string, unit: string, pick: (s: Sample) => number, detail: (s: Sample) => string) => {
    for (const s of samples) {
      const value = pick(s)
      rows.push({ group: `Growth (${engine})`, name: `${name}, ${label(s.size)}`, value: round(value), unit, peerName: label(base.size), peer: round(pick(base)), ratio: round(value / pick(base)), detail: detail(s) })
    }
  }
  add('locking list page 1 p50', 'ms', (s) => median(s.first), (s) => `p99 ${round(percentile(s.first, 99))} ms`)
  add('locking list deep page (cursor, 90% down) p50', 'ms', (s) => median(s.deep), (s) => `p99 ${round(percentile(s.deep, 99))} ms`)
  add('locking list deep page (by number, 90% down) p50', 'ms', (s) => median(s.deepByNumber), (s) => `p99 ${round(percentile(s.deepByNumber, 99))} ms; the same page as by cursor, walked from the oldest end of the index (10% of it)`)
  add('locking list middle page (by number) p50', 'ms', (s) => median(s.middle), (s) => `p99 ${round(percentile(s.middle, 99))} ms; the worst page by number (walked from the nearer end)`)
  add('locking list last page (by number) p50', 'ms', (s) => median(s.lastPage), (s) => `p99 ${round(percentile(s.lastPage, 99))} ms`)
  add('locking list search page 1 p50, a word every sound holds', 'ms', (s) => median(s.searchAll), (s) => `p99 ${round(percentile(s.searchAll, 99))} ms; the total counted up to ${SEARCH_COUNT_BOUND}`)
  add('locking list search page 1 p50, a word no sound holds', 'ms', (s) => median(s.searchNone), (s) => `p99 ${round(percentile(s.searchNone, 99))} ms, of ${SCANS}; found by the title's trigram index`)
  add('creator first pull, bytes', 'KiB', (s) => s.pullBytes / 1024, (s) => `${s.pullRows} sounds (bound ${MIRROR_BOUND} + 10 own holds), ${round(s.pullGzip / 1024, 1)} KiB gzip`)
  add('creator first pull, time p50', 'ms', (s) => median(s.pullMs), () => `of ${PULLS}`)
  add('admin first pull, time', 'ms', (s) => s.admin.ms, (s) => `${s.admin.rows} sounds in ${s.admin.requests} requests`)
  add('admin first pull, time per request', 'ms', (s) => s.admin.ms / s.admin.requests, (s) => `a page of at most ${FEED_PAGE} sounds; the mean of ${s.admin.requests}, the first of them cold`)
  add('admin feed page 1 p50', 'ms', (s) => median(s.adminFirst), (s) => `p99 ${round(percentile(s.adminFirst, 99))} ms; ${FEED_PAGE} sounds, of ${ADMIN_RUNS}`)
  add('admin feed deep page (cursor, 90% down) p50', 'ms', (s) => median(s.adminDeep), (s) => `p99 ${round(percentile(s.adminDeep, 99))} ms; ${FEED_PAGE} sounds or the last page's rest, of ${ADMIN_RUNS}`)
  add('admin first pull, requests', 'requests', (s) => s.admin.requests, (s) => `${round(s.admin.bytes / 2 ** 20, 2)} MiB in all`)
  add('admin first pull, largest answer', 'KiB', (s) => s.admin.largest / 1024, (s) => `${round(s.admin.bytes / s.admin.requests / 1024)} KiB per request on average`)
  add('server RSS during the admin pull', 'MiB', (s) => s.admin.rssMiB, () => (pgUrl ? 'one process; the database in its own' : 'one process, the database in it (PGlite)'))
  add('server RSS while pulling', 'MiB', (s) => s.rssMiB, () => (pgUrl ? 'one process; the database in its own' : 'one process, the database in it (PGlite)'))
  return rows
}
