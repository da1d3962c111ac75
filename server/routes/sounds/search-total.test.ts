import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_SIZE, SEARCH_COUNT_BOUND } from '../../lib/marketplace-values'
import { makeUser, type TestUser } from '../../test/accounts'
import { get } from '../../test/market'
import { createTestApp, type TestApp } from '../../test/test-app'

/**
 * A search of the paged lists counts its matches up to SEARCH_COUNT_BOUND: below it and at it the
 * total is exact, past it the answer is "more than the bound" (totalExact false), and the pages
 * past the bound are still reached, by number and by cursor.
 */
let t: TestApp
let viewer: TestUser
let artist: TestUser
let made = 0

beforeAll(async () => {
  t = await createTestApp()
  viewer = await makeUser(t, 'tiktoker')
  artist = await makeUser(t, 'artist')
})
afterAll(() => t.close())

/** `n` more sounds titled "Bounded …", each newer than the last. */
async function addSounds(n: number) {
  await t.database.db.execute(sql`insert into campaigns (id, owner_id, kind, title, unit_amount, slots, hold_hours, escrowed, video_links, created_at)
    select gen_random_uuid(), ${artist.id}, 'normal', 'Bounded ' || (${made} + g), 1000, 8, 48, 8000, '[]'::jsonb, timestamptz '2026-01-01' + make_interval(secs => ${made} + g)
    from generate_series(1, ${n}) g`)
  made += n
}

interface Page {
  sounds: Array<{ id: string; title: string }>
  total: number
  totalExact: boolean
  page: number
  next_cursor: string | null
}

async function search(query: string): Promise<Page> {
  const res = await get(t, `/artist/get-all-sounds-with-locking?q=bounded&${query}`, viewer)
  const json = await res.json()
  expect(res.status, JSON.stringify(json)).toBe(200)
  return json as Page
}

const titles = (p: Page) => p.sounds.map((s) => s.title)
/** The titles of positions from … to (newest first) when `n` sounds were made. */
const expected = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `Bounded ${made - from - i}`)

describe('the total of a search', () => {
  it('is exact below the bound and at it, "more than the bound" past it', async () => {
    await addSounds(SEARCH_COUNT_BOUND - 1)
    expect(await search('page=1')).toMatchObject({ total: SEARCH_COUNT_BOUND - 1, totalExact: true })
    await addSounds(1)
    expect(await search('page=1')).toMatchObject({ total: SEARCH_COUNT_BOUND, totalExact: true })
    await addSounds(1)
    expect(await search('page=1')).toMatchObject({ total: SEARCH_COUNT_BOUND, totalExact: false })
    // Without a search the total stays the exact, maintained count.
    const all = (await (await get(t, '/artist/get-all-sounds-with-locking?page=1', viewer)).json()) as Page
    expect([all.total, all.totalExact]).toEqual([SEARCH_COUNT_BOUND + 1, true])
  })

  it('past the bound the pages by number are walked from the newest end and say whether another follows', async () => {
    // 1001 matches: the page holding the bound has the last five rows and no next page.
    const lastPage = Math.ceil((SEARCH_COUNT_BOUND + 1) / PAGE_SIZE)
    const atBound = await search(`page=${lastPage}`)
    expect(titles(atBound)).toEqual(expected((lastPage - 1) * PAGE_SIZE, SEARCH_COUNT_BOUND + 1))
    expect(atBound.next_cursor).toBeNull()
    await addSounds(2 * PAGE_SIZE)
    const full = await search(`page=${lastPage}`)
    expect(titles(full)).toEqual(expected((lastPage - 1) * PAGE_SIZE, lastPage * PAGE_SIZE))
    expect(full.next_cursor).not.toBeNull()
    // The next page by cursor and by number are the same rows; the one after them is the rest.
    const byCursor = await search(`cursor=${full.next_cursor}`)
    const byNumber = await search(`page=${lastPage + 1}`)
    expect(titles(byCursor)).toEqual(titles(byNumber))
    expect([byCursor.page, byCursor.totalExact]).toEqual([lastPage + 1, false])
    const rest = await search(`page=${lastPage + 2}`)
    expect(titles(rest)).toEqual(expected((lastPage + 1) * PAGE_SIZE, made))
    expect(rest.next_cursor).toBeNull()
    expect((await search(`page=${lastPage + 3}`)).sounds).toEqual([])
  })
})
