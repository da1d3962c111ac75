import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { createPostgresTestDatabase } from '../../server/test/test-database'
import { createApp } from '../../server/app'
import { openPglite, openPostgres, type Database } from '../../server/db/client'
import { users } from '../../server/db/schema/accounts'
import { parseEnv } from '../../server/env'
import { signAccessToken } from '../../server/lib/auth'
import { median, percentile, round, type BenchRow } from './lib/stats'

const SOUNDS = 10_000
const HOLDS_PER_SOUND = 5
const RUNS = 60
const GOAL_MS = 50
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-01'

/**
 * 10,000 sounds, 50,000 holds (held, submitted and expired, spread over 10,000 creators), 20,000
 * uses and the viewer's own holds on the first pages, written in bulk; then the ANALYZEd tables.
 */
async function fill(database: Database) {
  const { db } = database
  const viewer = randomUUID()
  const artist = randomUUID()
  await db.insert(users).values([
    { id: viewer, email: `viewer-${viewer}@bench.test`, passwordHash: 'x', fullName: 'Bench Creator', role: 'tiktoker', accountType: 'tiktoker', approvalStatus: 'approved' },
    { id: artist, email: `artist-${artist}@bench.test`, passwordHash: 'x', fullName: 'Bench Artist', role: 'artist', accountType: 'artist', approvalStatus: 'approved' },
  ])
  await db.execute(sql`insert into campaigns (id, owner_id, kind, title, unit_amount, slots, hold_hours, escrowed, created_at)
    select gen_random_uuid(), ${artist}, 'normal', 'Sound ' || g, 1000, 8, 48, 8000, now() - make_interval(secs => g)
    from generate_series(1, ${SOUNDS}) g`)
  await db.execute(sql`insert into slot_holds (id, campaign_id, creator_id, status, expires_at)
    select gen_random_uuid(), c.id, md5(c.id::text || k)::uuid,
      (array['held', 'submitted', 'expired', 'held', 'submitted'])[k],
      now() + make_interval(hours => case when k = 3 then -2 else 24 end)
    from campaigns c cross join generate_series(1, ${HOLDS_PER_SOUND}) k`)
  await db.execute(sql`insert into slot_holds (id, campaign_id, creator_id, status, expires_at)
    select gen_random_uuid(), id, ${viewer}, 'held', now() + interval '1 day' from campaigns order by created_at desc limit 200`)
  await db.execute(sql`insert into uses (id, campaign_id, hold_id, creator_id, owner_id, kind, video_url, amount, status)
    select gen_random_uuid(), h.campaign_id, h.id, h.creator_id, ${artist}, 'video', 'https://tiktok.com/@b/video/' || h.id, 1000,
      case when random() < 0.5 then 'pending' else 'approved' end
    from slot_holds h where h.status = 'submitted'`)
  await db.execute(sql`analyze`)
  const token = await signAccessToken({ userId: viewer, role: 'tiktoker', email: `viewer-${viewer}@bench.test`, tokenVersion: 0 }, new TextEncoder().encode(JWT_SECRET), 1)
  return token
}

async function time(runs: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    await fn(i)
    samples.push(performance.now() - t0)
  }
  return samples
}

/** The median time of a page through app.request (auth, validation, the queries, JSON), over pages near and far. */
async function measure(database: Database): Promise<{ page: number[]; bare: number[]; total: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-locking-'))
  try {
    const token = await fill(database)
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET })
    const app = createApp({ env, database, jwtSecret: new TextEncoder().encode(JWT_SECRET), serveApp: false })
    const pages = [1, 2, 3, 10, 100, 417, 834]
    let total = 0
    const get = async (i: number) => {
      const res = await app.request(`/api/artist/get-all-sounds-with-locking?page=${pages[i % pages.length]}`, { headers: { 'x-access-token': token } })
      if (res.status !== 200) throw new Error(`get-all-sounds-with-locking answered ${res.status}`)
      total = ((await res.json()) as { total: number }).total
    }
    await time(10, get)
    const page = await time(RUNS, get)
    // The same page as one plain select without slot counts or the viewer's hold, for scale.
    const bare = await time(RUNS, (i) => database.db.execute(sql`select * from campaigns where kind = 'normal' and status = 'active' order by created_at desc, id desc limit 12 offset ${(pages[i % pages.length]! - 1) * 12}`))
    return { page, bare, total }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function onPostgres(url: string) {
  const created = await createPostgresTestDatabase(url, 'bench_locking')
  const database = await openPostgres(created.url)
  try {
    return await measure(database)
  } finally {
    await database.close()
    await created.drop()
  }
}

export async function benchLocking(): Promise<BenchRow[]> {
  const database = await openPglite(null)
  let lite: Awaited<ReturnType<typeof measure>>
  try {
    lite = await measure(database)
  } finally {
    await database.close()
  }
  if (lite.total !== SOUNDS) throw new Error(`expected ${SOUNDS} sounds, the list said ${lite.total}`)
  const pgUrl = process.env.BENCH_DATABASE_URL
  const pgRun = pgUrl ? await onPostgres(pgUrl) : null
  const pMed = median(lite.page)
  const detail = `${SOUNDS.toLocaleString('en')} sounds, ${(SOUNDS * HOLDS_PER_SOUND).toLocaleString('en')} holds; median of ${RUNS}, p90 ${round(percentile(lite.page, 90))} ms`
  return [
    { group: 'Locking', name: 'get-all-sounds-with-locking page, PGlite', value: round(pMed), unit: 'ms', goal: `< ${GOAL_MS} ms`, met: pMed < GOAL_MS, detail, peerName: 'plain 12-row select', peer: round(median(lite.bare)), ratio: round(pMed / median(lite.bare)) },
    pgRun
      ? {
          group: 'Locking',
          name: 'get-all-sounds-with-locking page, PostgreSQL',
          value: round(median(pgRun.page)),
          unit: 'ms',
          peerName: 'the same on PGlite',
          peer: round(pMed),
          ratio: round(median(pgRun.page) / pMed),
          detail: `p90 ${round(percentile(pgRun.page, 90))} ms; plain select ${round(median(pgRun.bare))} ms`,
        }
      : { group: 'Locking', name: 'get-all-sounds-with-locking page, PostgreSQL', value: Number.NaN, unit: 'ms', detail: 'skipped: BENCH_DATABASE_URL not set' },
  ]
}
