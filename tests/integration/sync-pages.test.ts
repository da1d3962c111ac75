import 'fake-indexeddb/auto'
import { count, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaigns } from '../../server/db/schema/marketplace'
import { FEED_PAGE } from '../../server/domain/mirror-feed'
import type { TestUser } from '../../server/test/accounts'
import type { AppDB } from '../../src/db/db'
import { pullCollection, type PullDeps } from '../../src/lib/sync/pull'
import { syncRegistry } from '../../src/lib/sync/sync-registry'
import { testDB } from '../../src/lib/sync/test-support'
import type { Fault, ProxiedRequest } from './fault-proxy'
import { makeUser, signInAs, startStack, type Stack } from './sync-harness'

/** The change feeds of artists, brands and admins answer a page at a time; the app follows the pages. */
let s: Stack
let artist: TestUser
beforeAll(async () => {
  s = await startStack()
  s.proxy.plan = () => ({ kind: 'pass' })
  artist = await makeUser(s.t, 'artist')
})
afterAll(() => s.close())

const pullDeps = (db: AppDB): PullDeps => ({ db, fetch: globalThis.fetch, baseUrl: `${s.proxy.url}/api`, now: Date.now })
const collection = (name: string) => syncRegistry.collection(name)!

/**
 * `n` sounds of the artist, all stamped by one statement an hour ago: every page boundary falls
 * inside a run of equal change times, where only the id orders the rows.
 */
async function seedSounds(n: number): Promise<string[]> {
  const result = (await s.t.database.db.execute(sql`insert into campaigns (id, owner_id, kind, title, unit_amount, slots, hold_hours, escrowed, updated_at)
    select gen_random_uuid(), ${artist.id}, 'normal', 'Paged ' || i, 1000, 1, 48, 1000, now() - interval '1 hour'
    from generate_series(1, ${n}) i returning id`)) as unknown as { rows: { id: string }[] }
  return result.rows.map((r) => r.id)
}

const activeSounds = async () =>
  (await s.t.database.db.select({ n: count() }).from(campaigns).where(sql`${campaigns.status} = 'active' and ${campaigns.kind} in ('normal', 'influencer', 'video_app')`))[0]!.n

/** The answers of one path through the proxy, counted from here on. */
function watch(path: string, fault?: (nth: number) => Fault | undefined) {
  const seen: ProxiedRequest[] = []
  s.proxy.plan = (req) => {
    if (!req.path.includes(path)) return { kind: 'pass' }
    seen.push(req)
    return fault?.(seen.length) ?? { kind: 'pass' }
  }
  return seen
}

describe('paged change feeds', () => {
  it("an admin's first pull of every sound comes a page at a time; an interrupted one resumes without repeats; deletions arrive", async () => {
    const admin = await makeUser(s.t, 'admin')
    const ids = await seedSounds(2 * FEED_PAGE + 200)
    const total = await activeSounds()
    const pages = Math.ceil(total / FEED_PAGE)

    const db = await testDB()
    await signInAs(db, admin)
    const seen = watch('/artist/get-all-sounds')
    const first = await pullCollection(pullDeps(db), collection('sounds'))
    expect(first).toMatchObject({ status: 'updated', rows: total, requests: pages })
    expect(seen).toHaveLength(pages)
    expect(await db.sounds.count()).toBe(total)

    // The same pull on another device, its connection lost on the second page: the first page is
    // stored with its cursor, and the next pull asks only for the rest.
    const other = await testDB()
    await signInAs(other, admin)
    watch('/artist/get-all-sounds', (nth) => (nth === 2 ? { kind: 'drop' } : undefined))
    const cut = await pullCollection(pullDeps(other), collection('sounds'))
    expect(cut).toMatchObject({ status: 'failed', offline: true, rows: FEED_PAGE, requests: 1 })
    expect(await other.sounds.count()).toBe(FEED_PAGE)
    const resumed = watch('/artist/get-all-sounds')
    const rest = await pullCollection(pullDeps(other), collection('sounds'))
    expect(rest).toMatchObject({ status: 'updated', rows: total - FEED_PAGE, requests: pages - 1 })
    expect(resumed).toHaveLength(pages - 1)
    expect(await other.sounds.count()).toBe(total)
    expect(new Set((await other.sounds.toArray()).map((r) => r.id))).toEqual(new Set((await db.sounds.toArray()).map((r) => r.id)))

    // Three sounds deleted on the server leave the mirror on the next pull.
    const gone = ids.slice(0, 3)
    await s.t.database.db.update(campaigns).set({ status: 'deleted', updatedAt: sql`clock_timestamp()` }).where(inArray(campaigns.id, gone))
    const after = await pullCollection(pullDeps(db), collection('sounds'))
    expect(after).toMatchObject({ status: 'updated', deleted: 3, requests: 1 })
    expect(await db.sounds.count()).toBe(total - 3)
    expect(await db.sounds.where('id').anyOf(gone).count()).toBe(0)
  })

  it("an artist's approvals beyond one page arrive whole, each once", async () => {
    const [sound] = await seedSounds(1)
    const n = FEED_PAGE + 150
    await s.t.database.db.execute(sql`insert into uses (id, campaign_id, creator_id, owner_id, kind, click_count, amount, status, updated_at)
      select gen_random_uuid(), ${sound!}, gen_random_uuid(), ${artist.id}, 'clicks', 10, 100, 'pending', now() - interval '1 hour' from generate_series(1, ${n})`)
    const db = await testDB()
    await signInAs(db, artist)
    const seen = watch('/approval/get-approvals-by-id')
    const pulled = await pullCollection(pullDeps(db), collection('approvals'))
    expect(pulled).toMatchObject({ status: 'updated', rows: n, requests: 2 })
    expect(seen).toHaveLength(2)
    expect(await db.approvals.count()).toBe(n)

    // Nothing changed: one empty page, then the same address revalidates to 304.
    watch('/approval/get-approvals-by-id')
    expect(await pullCollection(pullDeps(db), collection('approvals'))).toMatchObject({ status: 'not-modified', rows: 0, requests: 1 })
  })
})
