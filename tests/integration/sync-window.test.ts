import 'fake-indexeddb/auto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIRROR_BOUND } from '../../server/domain/campaign-window'
import { releaseHolds } from '../../server/domain/slots'
import type { TestUser } from '../../server/test/accounts'
import { holdOn } from '../../server/test/market-fixtures'
import type { AppDB } from '../../src/db/db'
import { pullCollection, type PullDeps } from '../../src/lib/sync/pull'
import { syncRegistry } from '../../src/app/portal-registry'
import { testDB } from '../../src/lib/sync/test-support'
import { makeUser, signInAs, startStack, type Stack } from './sync-harness'

/** A creator's mirror of the sounds stays within the server's window as the catalogue grows. */
let s: Stack
let artist: TestUser
beforeAll(async () => {
  s = await startStack()
  s.proxy.plan = () => ({ kind: 'pass' })
  artist = await makeUser(s.t, 'artist')
})
afterAll(() => s.close())

const pullDeps = (db: AppDB): PullDeps => ({ db, fetch: globalThis.fetch, baseUrl: `${s.proxy.url}/api`, now: Date.now })
const sounds = () => syncRegistry.collection('sounds')!

/** `n` one-slot sounds a minute apart from `start` minutes after 2026-01-01, changed at `changed`. */
async function seed(n: number, start: number, changed = sql`now() - interval '1 hour'`): Promise<string[]> {
  const result = (await s.t.database.db.execute(sql`insert into campaigns (id, owner_id, kind, title, unit_amount, slots, hold_hours, escrowed, created_at, updated_at)
    select gen_random_uuid(), ${artist.id}, 'normal', 'Seeded ' || i, 1000, 1, 48, 1000, timestamptz '2026-01-01T00:00:00Z' + (${start} + i) * interval '1 minute', ${changed}
    from generate_series(1, ${n}) i returning id, created_at`)) as unknown as { rows: { id: string; created_at: string | Date }[] }
  return result.rows.sort((a, b) => +new Date(a.created_at) - +new Date(b.created_at)).map((r) => r.id)
}

describe('a creator’s bounded sounds mirror', () => {
  it('holds the window and the creator’s own sounds; pulls as the catalogue grows trim what fell out', async () => {
    const creator = await makeUser(s.t, 'tiktoker', { followerVerification: 'verified' })
    const old = await seed(MIRROR_BOUND + 30, 0)
    await holdOn(s.t, old[0]!, creator)
    const db = await testDB()
    await signInAs(db, creator)

    const first = await pullCollection(pullDeps(db), sounds())
    expect(first).toMatchObject({ status: 'updated', rows: MIRROR_BOUND + 1 })
    expect(await db.sounds.count()).toBe(MIRROR_BOUND + 1)
    expect(await db.sounds.get(old[0]!)).toBeDefined()

    // Fifty new sounds: they come in, the fifty oldest of the window leave the mirror (their rows
    // did not change, so no tombstone names them: the answer's window does), the hold stays.
    const newer = await seed(50, 10_000, sql`now()`)
    const second = await pullCollection(pullDeps(db), sounds())
    expect(second.status).toBe('updated')
    expect(await db.sounds.count()).toBe(MIRROR_BOUND + 1)
    const kept = new Set((await db.sounds.toArray()).map((r) => r.id))
    expect(newer.every((id) => kept.has(id))).toBe(true)
    expect(old.slice(-(MIRROR_BOUND - 50)).every((id) => kept.has(id))).toBe(true)
    expect(old.slice(1, -(MIRROR_BOUND - 50)).some((id) => kept.has(id))).toBe(false)
    expect(kept.has(old[0]!)).toBe(true)

    // The artist frees the creator's slot: that old sound is no longer theirs and leaves too.
    await releaseHolds(s.t.database.db, { campaignId: old[0]!, family: 'sound', actor: { userId: artist.id, role: 'artist' } })
    await pullCollection(pullDeps(db), sounds())
    expect(await db.sounds.get(old[0]!)).toBeUndefined()
    expect(await db.sounds.count()).toBe(MIRROR_BOUND)
  })
})
