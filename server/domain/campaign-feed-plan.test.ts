import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaigns } from '../db/schema/marketplace'
import { SOUND_KINDS } from '../lib/marketplace-values'
import { makeUser, type TestUser } from '../test/accounts'
import { planOf, readsOf } from '../test/query-plan'
import { createTestApp, type TestApp } from '../test/test-app'
import { campaignFeed, feedPageQuery } from './campaign-views'
import { FEED_PAGE } from './mirror-feed'

/**
 * A page of a campaign feed is one walk of an (updated_at, id) index, its rows taken with their
 * counts: campaigns is read once, never scanned whole nor read again by id, so a page costs the
 * same whatever the size of the catalogue and however deep the page.
 */
let t: TestApp
let artist: TestUser
let other: TestUser
let admin: TestUser
const SIZE = 3 * FEED_PAGE

beforeAll(async () => {
  t = await createTestApp()
  artist = await makeUser(t, 'artist')
  other = await makeUser(t, 'artist')
  admin = await makeUser(t, 'admin')
  await t.database.db.execute(sql`insert into campaigns (id, owner_id, kind, title, unit_amount, slots, hold_hours, escrowed, video_links)
    select gen_random_uuid(), case when g % 100 = 0 then ${artist.id}::uuid else ${other.id}::uuid end, 'normal', 'Sound ' || g, 1000, 8, 48, 8000, '[]'::jsonb
    from generate_series(1, ${SIZE}) g`)
  await t.database.db.execute(sql`insert into slot_holds (id, campaign_id, creator_id, status, expires_at)
    select gen_random_uuid(), c.id, md5(c.id::text)::uuid, 'held', now() + interval '1 day' from campaigns c`)
  await t.database.db.execute(sql`analyze`)
})
afterAll(() => t.close())

const sounds = inArray(campaigns.kind, [...SOUND_KINDS])

describe('a campaign feed page', () => {
  it("an admin's first page and a page after a cursor are one walk of campaigns_updated_idx", async () => {
    const first = await campaignFeed(t.database.db, { scope: sounds, viewerId: admin.id, since: { at: new Date(0), id: null }, pendingOf: admin.id })
    expect([first.rows.length, first.hasMore]).toEqual([FEED_PAGE, true])
    const [at, id] = first.cursor!.split('|')
    const deep = { at: new Date(at!), id: id! }
    for (const since of [{ at: new Date(0), id: null }, deep]) {
      const plan = await planOf(t.database, feedPageQuery(t.database.db, { scope: sounds, viewerId: admin.id, since, pendingOf: admin.id }))
      expect(readsOf(plan, 'campaigns')).toEqual(['Index Scan using campaigns_updated_idx'])
      // The slot counts read slot_holds by campaign for the page's rows, never the whole table.
      expect(readsOf(plan, 'slot_holds').every((r) => r.includes('using'))).toBe(true)
    }
  })

  it("without a cursor the list is walked the same way; an artist's own feed walks campaigns_owner_idx", async () => {
    const whole = await planOf(t.database, feedPageQuery(t.database.db, { scope: sounds, viewerId: admin.id }))
    expect(readsOf(whole, 'campaigns')).toEqual(['Index Scan using campaigns_updated_idx'])
    const own = await planOf(t.database, feedPageQuery(t.database.db, { scope: and(eq(campaigns.ownerId, artist.id), sounds), viewerId: artist.id, since: { at: new Date(0), id: null }, pendingOf: artist.id }))
    expect(readsOf(own, 'campaigns')).toEqual(['Index Scan using campaigns_owner_idx'])
  })

  it('the pages follow one another to the end without a repeat or a gap', async () => {
    const seen: string[] = []
    let since = { at: new Date(0), id: null as string | null }
    for (;;) {
      const page = await campaignFeed(t.database.db, { scope: sounds, viewerId: admin.id, since, pendingOf: admin.id })
      seen.push(...page.rows.map((r) => r.campaign.id))
      expect(page.rows.every((r) => r.held === 1 && r.used === 0)).toBe(true)
      if (!page.hasMore) break
      const [at, id] = page.cursor!.split('|')
      since = { at: new Date(at!), id: id! }
    }
    expect([seen.length, new Set(seen).size]).toEqual([SIZE, SIZE])
  })
})
