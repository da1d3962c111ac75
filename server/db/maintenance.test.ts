import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { makeUser, type TestUser } from '../test/accounts'
import { createTestApp, type TestApp } from '../test/test-app'
import { maintainTables, startTableMaintenance } from './maintenance'

/**
 * The embedded database has no autovacuum: the maintenance pass analyzes and vacuums the tables
 * that changed past autovacuum's thresholds, and leaves the others. PostgreSQL's own autovacuum
 * does this there, so the pass does nothing.
 */
let t: TestApp
let artist: TestUser

beforeAll(async () => {
  t = await createTestApp()
  artist = await makeUser(t, 'artist')
})
afterAll(() => t.close())
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

interface Stats {
  analyzed: boolean
  vacuumed: boolean
}

async function statsOf(table: string): Promise<Stats> {
  const result = (await t.database.db.execute(
    sql`select last_analyze is not null as analyzed, last_vacuum is not null as vacuumed from pg_stat_user_tables where relname = ${table}`,
  )) as unknown as { rows: Stats[] }
  return result.rows[0]!
}

async function analyzeCount(table: string): Promise<number> {
  const result = (await t.database.db.execute(sql`select analyze_count::int as n from pg_stat_user_tables where relname = ${table}`)) as unknown as { rows: Array<{ n: number }> }
  return result.rows[0]!.n
}

const addSounds = (n: number) =>
  t.database.db.execute(sql`insert into campaigns (id, owner_id, kind, title, unit_amount, slots, hold_hours, escrowed, video_links)
    select gen_random_uuid(), ${artist.id}, 'normal', 'Kept ' || g, 1000, 8, 48, 8000, '[]'::jsonb from generate_series(1, ${n}) g`)

describe('the maintenance pass', () => {
  it('analyzes and vacuums a table past the thresholds, once, and not one below them (on PGlite; on PostgreSQL autovacuum does)', async () => {
    await addSounds(2000)
    if (t.database.kind === 'postgres') {
      expect(await maintainTables(t.database)).toEqual([])
      return
    }
    expect(await maintainTables(t.database)).toContainEqual({ table: 'campaigns', vacuumed: true })
    expect(await statsOf('campaigns')).toEqual({ analyzed: true, vacuumed: true })
    // Nothing changed since: nothing to do.
    expect((await maintainTables(t.database)).map((m) => m.table)).not.toContain('campaigns')
    // A few new rows (below 50 + 10% of 2000) wait for more.
    await addSounds(20)
    expect((await maintainTables(t.database)).map((m) => m.table)).not.toContain('campaigns')
    // Enough changed rows for an analyze (over 252), too few dead ones for a vacuum (under 454).
    await t.database.db.execute(sql`update campaigns set title = title || ' again' where id in (select id from campaigns limit 300)`)
    expect(await maintainTables(t.database)).toContainEqual({ table: 'campaigns', vacuumed: false })
  })

  it('runs first one interval after the server starts, not while it starts serving', async () => {
    await addSounds(2000)
    const before = await analyzeCount('campaigns')
    // Every statement still runs on the database; this only counts them.
    const execute = vi.spyOn(t.database.db, 'execute')
    // Only the pass's own timer is faked: the database keeps its real ones.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const stop = startTableMaintenance(t.database, 60_000)
    try {
      await vi.advanceTimersByTimeAsync(59_999)
      expect(execute).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      if (t.database.kind === 'postgres') {
        expect(execute).not.toHaveBeenCalled()
        return
      }
      expect(execute).toHaveBeenCalled()
      await vi.waitFor(async () => expect(await analyzeCount('campaigns')).toBeGreaterThan(before))
    } finally {
      stop()
    }
  })
})
