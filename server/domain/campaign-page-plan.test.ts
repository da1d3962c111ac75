import { randomUUID } from 'node:crypto'
import { desc, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maintainTables } from '../db/maintenance'
import { users } from '../db/schema/accounts'
import { campaigns } from '../db/schema/marketplace'
import { PAGE_SIZE } from '../lib/marketplace-values'
import { makeUser, type TestUser } from '../test/accounts'
import { indexReadsOf, planOf, readsOf } from '../test/query-plan'
import { createTestApp, type TestApp } from '../test/test-app'
import { usersWhere } from './accounts'
import { byNumber, campaignPage, fromNewest, pageIdsQuery, searchMatches, searchWords } from './campaign-page'
import { selectCampaigns } from './campaign-views'

/**
 * The paged lists' plans. A search reads what its words find through the trigram and category indexes, not every row: a
 * word no campaign holds reads no campaign at all, whatever the size of the catalogue. The
 * planner only knows to once the table has statistics: PostgreSQL's autovacuum keeps them, and
 * on the embedded database the maintenance pass does (db/maintenance.ts), which this file runs.
 */
let t: TestApp
let artist: TestUser
let viewer: TestUser
const SIZE = 3000
const HIP_HOP = randomUUID()

beforeAll(async () => {
  t = await createTestApp()
  artist = await makeUser(t, 'artist')
  viewer = await makeUser(t, 'tiktoker')
  const { db } = t.database
  await db.execute(sql`insert into categories (id, name) values (${HIP_HOP}, 'Hip hop'), (gen_random_uuid(), 'Lo-fi beats')`)
  // Every 100th sound is in Hip hop; two titles hold a percent sign and an underscore.
  await db.execute(sql`insert into campaigns (id, owner_id, kind, title, category_id, unit_amount, slots, hold_hours, escrowed, video_links, created_at)
    select gen_random_uuid(), ${artist.id}, 'normal', case g when 1 then 'Half 50% off' when 2 then 'snake_case beat' else 'Sound ' || g end,
      case when g % 100 = 0 then ${HIP_HOP}::uuid end, 1000, 8, 48, 8000, '[]'::jsonb, timestamptz '2026-01-01' + make_interval(secs => g)
    from generate_series(1, ${SIZE}) g`)
  await db.execute(sql`insert into users (id, email, password_hash, full_name, role, account_type)
    select gen_random_uuid(), 'member-' || g || '@example.com', 'x', 'Member ' || g, 'tiktoker', 'tiktoker' from generate_series(1, 5000) g`)
  // PostgreSQL's autovacuum does this on its own schedule; the maintenance pass does it on PGlite now.
  if (t.database.kind === 'postgres') await db.execute(sql`vacuum analyze`)
  else expect((await maintainTables(t.database)).map((m) => m.table)).toContain('campaigns')
})
afterAll(() => t.close())

const kinds = ['normal'] as const
const words = async (q: string) => (await searchWords(t.database.db, q))!

describe('the paged lists', () => {
  it('for a word no campaign holds reads the trigram index (and the category index for a category holding it), never the table whole', async () => {
    const { db } = t.database
    const search = await words('nowhere')
    for (const query of [pageIdsQuery(db, { kinds, search, walk: fromNewest(0) }), searchMatches(db, kinds, search)]) {
      const plan = await planOf(t.database, query)
      expect(indexReadsOf(plan)).toEqual(['Bitmap Index Scan using campaigns_title_trgm_idx'])
      // The table is read only at the rows the indexes found.
      expect(readsOf(plan, 'campaigns')).toEqual(['Bitmap Heap Scan'])
    }
    // A word a category's name holds finds that category's campaigns too, through campaigns_category_idx.
    const beats = await planOf(t.database, pageIdsQuery(db, { kinds, search: await words('beats'), walk: fromNewest(0) }))
    expect(indexReadsOf(beats).sort()).toEqual(['Bitmap Index Scan using campaigns_category_idx', 'Bitmap Index Scan using campaigns_title_trgm_idx'])
    expect(readsOf(beats, 'campaigns')).toEqual(['Bitmap Heap Scan'])
    const page = await campaignPage(db, { kinds, viewerId: viewer.id, page: 1, q: 'nowhere' })
    expect([page.rows.length, page.total, page.totalExact, page.nextCursor]).toEqual([0, 0, true, null])
  })

  it('for a word every title holds walks the list index newest first and stops at the page', async () => {
    const reads = readsOf(await planOf(t.database, pageIdsQuery(t.database.db, { kinds, search: await words('sound'), walk: fromNewest(0) })), 'campaigns')
    expect(reads).toEqual(['Index Scan using campaigns_list_idx'])
  })

  it('finds a word in the title or the category name, every word of the search, any case', async () => {
    const { db } = t.database
    const titles = async (q: string) => (await campaignPage(db, { kinds, viewerId: viewer.id, page: 1, q })).rows.map((r) => r.campaign.title)
    expect(await titles('SOUND 2999')).toEqual(['Sound 2999'])
    const hipHop = await campaignPage(db, { kinds, viewerId: viewer.id, page: 1, q: 'hip' })
    expect([hipHop.total, hipHop.rows.every((r) => r.campaign.categoryId === HIP_HOP)]).toEqual([SIZE / 100, true])
    // A word of the title and one of the category, together.
    expect(await titles('hop 2900')).toEqual(['Sound 2900'])
    expect(await titles('hop 2901')).toEqual([])
    // Two-character words match the same way (through no index).
    expect((await titles('29 ip')).length).toBe(1)
    // % and _ are characters, not patterns.
    expect(await titles('50%')).toEqual(['Half 50% off'])
    expect(await titles('e_c')).toEqual(['snake_case beat'])
  })

  it('a page asked by number walks the list index alone (no row read before the page), then reads its rows by key', async () => {
    const { db } = t.database
    const pages = Math.ceil(SIZE / PAGE_SIZE)
    for (const page of [Math.ceil(pages / 2), pages - 3]) {
      const walk = byNumber((page - 1) * PAGE_SIZE, SIZE)!
      const query = selectCampaigns(db, viewer.id)
        .where(inArray(campaigns.id, pageIdsQuery(db, { kinds, walk })))
        .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      expect(readsOf(await planOf(t.database, query), 'campaigns').sort()).toEqual(['Index Only Scan using campaigns_list_idx', 'Index Scan using campaigns_pkey'])
    }
  })

  it('a page by cursor, after a row or before it, starts at that row in the list index and reads twelve or thirteen entries', async () => {
    const { db } = t.database
    const [row] = await db.select({ at: campaigns.createdAt, id: campaigns.id }).from(campaigns).orderBy(desc(campaigns.createdAt)).offset(SIZE / 2).limit(1)
    for (const before of [false, true]) {
      const walk = before ? { offset: 0, limit: PAGE_SIZE, oldestFirst: true } : fromNewest(0)
      const plan = await planOf(t.database, pageIdsQuery(db, { kinds, after: { at: row!.at, id: row!.id, page: 2, before }, walk }))
      expect(readsOf(plan, 'campaigns')).toEqual([expect.stringMatching(/^Index (Only )?Scan using campaigns_list_idx$/)])
      expect(JSON.stringify(plan)).toMatch(/"Index Cond":"[^"]*ROW\(created_at, id\) [<>] ROW/)
    }
  })

  it("the Users screen's search reads the e-mail and name trigram indexes", async () => {
    const query = t.database.db.select({ id: users.id }).from(users).where(usersWhere({ q: 'nowhere' }))
    const plan = await planOf(t.database, query)
    expect(indexReadsOf(plan)).toEqual(expect.arrayContaining(['Bitmap Index Scan using users_email_trgm_idx', 'Bitmap Index Scan using users_full_name_trgm_idx']))
    expect(readsOf(plan, 'users')).toEqual(['Bitmap Heap Scan'])
  })
})
