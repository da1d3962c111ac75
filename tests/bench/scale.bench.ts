import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { createPostgresTestDatabase } from '../../server/test/test-database'
import { openPostgres } from '../../server/db/client'
import { signAccessToken } from '../../server/lib/auth'
import { startServerProcess, type ServerProcess } from '../integration/server-process'
import { percentile, round, type BenchRow } from './lib/stats'

/**
 * The scale run: 1, 2 and 4 server processes on one PostgreSQL (BENCH_DATABASE_URL or
 * DATABASE_URL), each count under the same mixed load spread evenly over the processes — the
 * sounds-with-locking list (8 in 10 requests), slot holds and video submissions (1 in 10 each) —
 * with throughput and p99 as ratios to one process. On a machine of few cores the processes
 * share them: the figures say what more processes cost or bring there, not on a real cluster.
 */
const COUNTS = [1, 2, 4]
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 6)
const WORKERS = 16
const WARM_UP_SECONDS = 3
const SOUNDS = 2_000
const CREATORS = 400
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-01'

interface Run {
  ok: number
  failed: number
  latencies: number[]
  seconds: number
  /** The machine's 1-minute load average when the run ended. */
  load: number
}

async function seed(url: string) {
  const database = await openPostgres(url)
  try {
    const { db } = database
    const artist = randomUUID()
    await db.execute(sql`insert into users (id, email, password_hash, full_name, role, account_type, approval_status)
      values (${artist}, ${`artist-${artist}@bench.test`}, 'x', 'Bench Artist', 'artist', 'artist', 'approved')`)
    await db.execute(sql`insert into campaigns (id, owner_id, kind, title, unit_amount, slots, hold_hours, escrowed, created_at)
      select gen_random_uuid(), ${artist}, 'normal', 'Sound ' || g, 1, 100000, 48, 100000, now() - make_interval(secs => g) from generate_series(1, ${SOUNDS}) g`)
    const creators = (await db.execute(sql`insert into users (id, email, password_hash, full_name, role, account_type, approval_status, follower_verification)
      select gen_random_uuid(), 'creator-' || g || '-' || ${artist} || '@bench.test', 'x', 'Creator ' || g, 'tiktoker', 'tiktoker', 'approved', 'verified'
      from generate_series(1, ${CREATORS}) g returning id, email`)) as unknown as { rows: { id: string; email: string }[] }
    const sounds = (await db.execute(sql`select id from campaigns`)) as unknown as { rows: { id: string }[] }
    await db.execute(sql`analyze`)
    const secret = new TextEncoder().encode(JWT_SECRET)
    const tokens = await Promise.all(creators.rows.map((c) => signAccessToken({ userId: c.id, role: 'tiktoker', email: c.email, tokenVersion: 0 }, secret, 2)))
    return { tokens, sounds: sounds.rows.map((s) => s.id) }
  } finally {
    await database.close()
  }
}

let videoSeq = 7_100_000_000_000_000_000n

/** WORKERS loops for SECONDS, each request to the next process in turn. */
async function drive(urls: string[], tokens: string[], sounds: string[], round0: number, seconds = SECONDS): Promise<Run> {
  const run: Run = { ok: 0, failed: 0, latencies: [], seconds, load: 0 }
  const end = Date.now() + seconds * 1000
  let next = 0
  let pair = round0
  const worker = async (w: number) => {
    // The holds this worker made and has not submitted a video for: [token, sound].
    const held: Array<[string, string]> = []
    for (let i = 0; Date.now() < end; i++) {
      const base = urls[next++ % urls.length]!
      const roll = (i * 7 + w) % 10
      let req: Promise<Response>
      if (roll === 0) {
        // A new (creator, sound) pair each time, so every hold is a real one.
        const k = pair++
        const token = tokens[k % tokens.length]!
        const sound = sounds[Math.floor(k / tokens.length) % sounds.length]!
        held.push([token, sound])
        req = fetch(`${base}/api/artist/add-hold-slot`, { method: 'POST', headers: { 'x-access-token': token, 'content-type': 'application/json' }, body: JSON.stringify({ soundid: sound }) })
      } else if (roll === 5 && held.length) {
        const [token, sound] = held.shift()!
        const video = `https://www.tiktok.com/@bench/video/${(videoSeq += 1n)}`
        req = fetch(`${base}/api/approval/use-sound`, { method: 'POST', headers: { 'x-access-token': token, 'content-type': 'application/json' }, body: JSON.stringify({ soundid: sound, video_url: video }) })
      } else {
        req = fetch(`${base}/api/artist/get-all-sounds-with-locking?page=${1 + (i % 10)}`, { headers: { 'x-access-token': tokens[i % tokens.length]! } })
      }
      const t0 = performance.now()
      const res = await req.catch(() => null)
      if (res) await res.arrayBuffer()
      run.latencies.push(performance.now() - t0)
      if (res?.ok) run.ok++
      else run.failed++
    }
  }
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)))
  run.load = loadavg()[0]!
  return run
}

async function withProcesses<T>(url: string, count: number, fn: (urls: string[]) => Promise<T>): Promise<T> {
  const dirs: string[] = []
  const procs: ServerProcess[] = []
  try {
    // One after the other: the first migrates, the others find it done.
    for (let i = 0; i < count; i++) {
      const dir = mkdtempSync(path.join(tmpdir(), 'bench-scale-'))
      dirs.push(dir)
      procs.push(await startServerProcess(dir, { DATABASE_URL: url, JWT_SECRET, NODE_ENV: 'production', LOG_REQUESTS: 'false' }))
    }
    return await fn(procs.map((p) => p.url))
  } finally {
    for (const p of procs) {
      p.child.kill('SIGTERM')
      await p.exited
    }
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
  }
}

export async function benchScale(): Promise<BenchRow[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL
  if (!adminUrl) return [{ group: 'Scale', name: 'processes on one PostgreSQL', value: Number.NaN, unit: 'req/s', detail: 'skipped: BENCH_DATABASE_URL not set' }]
  const created = await createPostgresTestDatabase(adminUrl, 'bench_scale')
  const url = created.url
  try {
    // Migrate by starting one process, then fill.
    await withProcesses(url, 1, async () => undefined)
    const { tokens, sounds } = await seed(url)
    const runs: Array<{ count: number; run: Run }> = []
    let pairs = 0
    for (const count of COUNTS) {
      const run = await withProcesses(url, count, async (urls) => {
        // A discarded warm-up, so fresh processes are measured warm.
        await drive(urls, tokens, sounds, pairs + tokens.length * 25, WARM_UP_SECONDS)
        return drive(urls, tokens, sounds, pairs)
      })
      pairs += tokens.length * 50
      runs.push({ count, run })
      console.log(`scale: ${count} process(es): ${run.ok} ok, ${run.failed} failed`)
    }
    const one = runs[0]!.run
    const rps = (r: Run) => r.ok / r.seconds
    const p99 = (r: Run) => percentile(r.latencies, 99)
    return runs.flatMap(({ count, run }) => [
      {
        group: 'Scale (PostgreSQL)',
        name: `throughput, ${count} process${count === 1 ? '' : 'es'}`,
        value: round(rps(run)),
        unit: 'req/s',
        peerName: '1 process',
        peer: round(rps(one)),
        ratio: round(rps(run) / rps(one)),
        detail: `${WORKERS} clients, ${SECONDS} s after ${WARM_UP_SECONDS} s warm-up; ${run.failed} refused or failed of ${run.ok + run.failed}; load average ${round(run.load, 1)} on ${cpus().length} cores`,
      },
      { group: 'Scale (PostgreSQL)', name: `p99, ${count} process${count === 1 ? '' : 'es'}`, value: round(p99(run)), unit: 'ms', peerName: '1 process', peer: round(p99(one)), ratio: round(p99(run) / p99(one)), detail: `p50 ${round(percentile(run.latencies, 50))} ms` },
    ])
  } finally {
    await created.drop()
  }
}
