import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIRROR_BOUND } from '../../domain/campaign-window'
import type { TestUser } from '../../test/accounts'
import { holdOn, pendingUseOn } from '../../test/market-fixtures'
import { fundedArtist, get, makeCreator, makeInfluencer, post } from '../../test/market'
import { settleFeeds } from '../../test/feeds'
import { createTestApp, type TestApp } from '../../test/test-app'

/** A creator's pull of get-all-sounds is bounded: the newest open sounds up to MIRROR_BOUND, and their own. */
let t: TestApp
let artist: TestUser
let creator: TestUser
let other: TestUser
const SEEDED = MIRROR_BOUND + 60

interface Feed {
  sounds: Array<{ id: string; kind: string; createdAt: string; slots: { free: number }; myHold: unknown }>
  deleted: string[]
  cursor: string
  window?: { bound: number; floor: { createdAt: string; id: string } | null; kinds: string[] }
}

/** `n` sounds of one slot, a minute apart from `start` (minutes after 2026-01-01), changed at `changed` (an hour ago). */
async function seed(n: number, start: number, kind = 'normal', changed = sql`now() - interval '1 hour'`): Promise<string[]> {
  const result = (await t.database.db.execute(sql`insert into campaigns (id, owner_id, kind, title, unit_amount, slots, hold_hours, escrowed, created_at, updated_at)
    select gen_random_uuid(), ${artist.id}, ${kind}, 'Seeded ' || i, 1000, 1, 48, 1000, timestamptz '2026-01-01T00:00:00Z' + (${start} + i) * interval '1 minute', ${changed}
    from generate_series(1, ${n}) i returning id, created_at`)) as unknown as { rows: { id: string; created_at: string | Date }[] }
  return result.rows.sort((a, b) => +new Date(a.created_at) - +new Date(b.created_at)).map((r) => r.id)
}

/** Moves every marketplace change a minute into the past, beyond the feeds' ten-second look-back. */
const age = () => settleFeeds(t.database.db, ['campaigns', 'slot_holds', 'uses'])

async function pull(user: TestUser, since?: string): Promise<Feed> {
  const res = await get(t, `/artist/get-all-sounds${since ? `?since=${encodeURIComponent(since)}` : ''}`, user)
  const body = await res.json()
  expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200)
  return body as Feed
}

let normal: string[]
let influencer: string[]
beforeAll(async () => {
  t = await createTestApp()
  artist = await fundedArtist(t, 10_000)
  creator = await makeCreator(t)
  other = await makeCreator(t)
  normal = await seed(SEEDED, 0)
  influencer = await seed(5, 10_000, 'influencer')
  // The creator's own: a hold on the oldest sound, a pending use on the second oldest.
  await holdOn(t, normal[0]!, creator)
  await pendingUseOn(t, normal[1]!, creator)
  await age()
})
afterAll(() => t.close())

describe('a creator’s bounded mirror of get-all-sounds', () => {
  it('the first pull holds at most the bound of open sounds, newest first, plus the creator’s own', async () => {
    const first = await pull(creator)
    const got = first.sounds.map((s) => s.id)
    expect(first.sounds.length).toBe(MIRROR_BOUND + 2)
    // The newest open normal sounds (influencer ones are not this creator's to take), and both of theirs.
    expect(new Set(got)).toEqual(new Set([...normal.slice(-MIRROR_BOUND), normal[0], normal[1]]))
    expect(first.sounds.filter((s) => s.kind === 'influencer')).toEqual([])
    expect(first.window).toEqual({ bound: MIRROR_BOUND, floor: { createdAt: expect.any(String), id: normal.at(-MIRROR_BOUND) }, kinds: ['normal', 'video_app'] })
    expect(first.deleted).toEqual([])
  })

  it('an influencer’s window takes the influencer sounds first (they are newer) and stays within the bound', async () => {
    const inf = await makeInfluencer(t)
    const feed = await pull(inf)
    expect(feed.sounds.length).toBe(MIRROR_BOUND)
    expect(feed.sounds.slice(0, 5).map((s) => s.id)).toEqual([...influencer].reverse())
    expect(feed.window?.kinds).toEqual(['normal', 'influencer', 'video_app'])
  })

  it('a since pull sends what changed, what came in from below the floor, and the ids that left', async () => {
    const first = await pull(creator)
    expect(await pull(creator, first.cursor)).toMatchObject({ sounds: [], deleted: [] })

    // Another creator fills a window sound: it leaves, and the sound just below the floor comes in.
    const filled = normal.at(-5)!
    await holdOn(t, filled, other)
    const next = await pull(creator, first.cursor)
    expect(next.sounds.map((s) => s.id)).toEqual([normal.at(-MIRROR_BOUND - 1)])
    expect(next.deleted).toEqual([filled])
    expect(next.window?.floor?.id).toBe(normal.at(-MIRROR_BOUND - 1))

    // Two new sounds come in; the floor rises by two, and the client drops what fell below it.
    await age()
    const newer = await seed(2, 5_000, 'normal', sql`now()`)
    const then = await pull(creator, next.cursor)
    expect(new Set(then.sounds.map((s) => s.id))).toEqual(new Set(newer))
    expect(then.deleted).toEqual([])
    expect(then.window?.floor?.id).toBe(normal.at(-MIRROR_BOUND + 1))

    // The creator's hold on the oldest sound is released: that sound leaves their mirror.
    await post(t, '/artist/delete-reserved-slots', artist, { sound_id: normal[0] })
    const after = await pull(creator, then.cursor)
    expect(after.deleted).toContain(normal[0])
    expect(after.sounds.map((s) => s.id)).not.toContain(normal[0])
  })

  it('artists still pull the whole list; a cursor that is not one is refused', async () => {
    const all = await pull(artist)
    expect(all.sounds.length).toBe(SEEDED + 5 + 2)
    expect(all.window).toBeUndefined()
    const bad = await get(t, '/artist/get-all-sounds?since=2026-01-01T00:00:00.000Z|x|y|normal', creator)
    expect(bad.status).toBe(400)
  })
})
