import { and, count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaigns } from '../../db/schema/marketplace'
import { makeUser, type TestUser } from '../../test/accounts'
import { requestOf, soundOf } from '../../test/market-fixtures'
import { get } from '../../test/market'
import { createTestApp, type TestApp } from '../../test/test-app'

/** The sounds-with-locking list paged by cursor (keyset) beside the spec's page/curpage. */
let t: TestApp
let viewer: TestUser
let artist: TestUser
const made: string[] = []

beforeAll(async () => {
  t = await createTestApp()
  viewer = await makeUser(t, 'tiktoker')
  artist = await makeUser(t, 'artist')
  for (let i = 0; i < 30; i++) made.push(await soundOf(t, artist.id))
  // Ten sounds share each of three instants, so page boundaries fall inside runs of equal times.
  for (let i = 0; i < 3; i++) {
    const at = new Date(Date.UTC(2026, 0, 1 + i))
    await t.database.db.update(campaigns).set({ createdAt: at }).where(inArray(campaigns.id, made.slice(i * 10, i * 10 + 10)))
  }
})
afterAll(() => t.close())

interface Page {
  sounds: Array<{ id: string }>
  total: number
  page: number
  perPage: number
  next_cursor: string | null
  prev_cursor: string | null
}

async function list(query: string): Promise<Page> {
  const res = await get(t, `/artist/get-all-sounds-with-locking?${query}`, viewer)
  const json = await res.json()
  expect(res.status, JSON.stringify(json)).toBe(200)
  return json as Page
}

async function walk(first: Page): Promise<Page[]> {
  const pages = [first]
  while (pages.at(-1)!.next_cursor) pages.push(await list(`cursor=${pages.at(-1)!.next_cursor}`))
  return pages
}

const ids = (pages: Page[]) => pages.flatMap((p) => p.sounds.map((s) => s.id))

describe('get-all-sounds-with-locking by cursor', () => {
  it('walks every sound once, in the same order as page/curpage, with the page numbers', async () => {
    const byCursor = await walk(await list('page=1'))
    expect(byCursor.map((p) => [p.page, p.sounds.length, p.total])).toEqual([
      [1, 12, 30],
      [2, 12, 30],
      [3, 6, 30],
    ])
    expect(byCursor.at(-1)!.next_cursor).toBeNull()
    const byNumber = [await list('page=1'), await list('curpage=2'), await list('page=1&curpage=3')]
    expect(ids(byCursor)).toEqual(ids(byNumber))
    expect(new Set(ids(byCursor)).size).toBe(30)
    expect([...ids(byCursor)].sort()).toEqual([...made].sort())
    // Newest first: the last instant's ten sounds lead.
    expect(new Set(ids(byCursor).slice(0, 10))).toEqual(new Set(made.slice(20, 30)))
  })

  it('walks back by prev_cursor through the same pages, from a page reached by cursor or asked by number', async () => {
    const forward = await walk(await list('page=1'))
    expect(forward[0]!.prev_cursor).toBeNull()
    const back = [forward.at(-1)!]
    while (back.at(-1)!.prev_cursor) back.push(await list(`cursor=${back.at(-1)!.prev_cursor}`))
    expect(back.map((p) => p.page)).toEqual([3, 2, 1])
    expect(back.map((p) => p.sounds.map((s) => s.id))).toEqual([...forward].reverse().map((p) => p.sounds.map((s) => s.id)))
    // A page walked back to leads on again; one asked by number leads back.
    expect(back[1]!.next_cursor).not.toBeNull()
    expect((await list(`cursor=${back[1]!.next_cursor}`)).sounds.map((s) => s.id)).toEqual(forward[2]!.sounds.map((s) => s.id))
    const third = await list('page=3')
    expect((await list(`cursor=${third.prev_cursor}`)).sounds.map((s) => s.id)).toEqual(forward[1]!.sounds.map((s) => s.id))
  })

  it('a page asked by number alone is the same whichever end it is walked from; one past the end is empty', async () => {
    // Of three pages the third lies past the middle: it is walked from the oldest end.
    const byCursor = await walk(await list('page=1'))
    const byNumber = [await list('page=1'), await list('page=2'), await list('page=3')]
    expect(byNumber.map((p) => p.sounds.map((s) => s.id))).toEqual(byCursor.map((p) => p.sounds.map((s) => s.id)))
    expect(byNumber.map((p) => p.next_cursor === null)).toEqual([false, false, true])
    // Its next_cursor leads on as a forward walk's does (from page 2, which is past no middle).
    expect((await list(`cursor=${byNumber[1]!.next_cursor}`)).sounds.map((s) => s.id)).toEqual(byNumber[2]!.sounds.map((s) => s.id))
    expect(await list('page=4')).toMatchObject({ sounds: [], total: 30, page: 4, next_cursor: null })
    // A search too: its pages by number cover its matches once.
    const matches = [await list('q=sound&page=1'), await list('q=sound&page=2'), await list('q=sound&page=3')]
    const found = matches.flatMap((p) => p.sounds.map((s) => s.id))
    expect(new Set(found).size).toBe(found.length)
    expect(found.length).toBe(matches[0]!.total)
  })

  it('a sound created meanwhile does not shift the next page (as an offset would)', async () => {
    const first = await list('page=1')
    const second = await list(`cursor=${first.next_cursor}`)
    const newer = await soundOf(t, artist.id)
    const again = await list(`cursor=${first.next_cursor}`)
    expect(again.sounds.map((s) => s.id)).toEqual(second.sounds.map((s) => s.id))
    expect(again.total).toBe(second.total + 1)
    expect((await list('page=2')).sounds.map((s) => s.id)).not.toEqual(second.sounds.map((s) => s.id))
    await t.database.db.delete(campaigns).where(inArray(campaigns.id, [newer]))
  })

  it('refuses a cursor it did not make, and a cursor with a page number', async () => {
    for (const bad of ['nonsense!', 'bm9uc2Vuc2U', Buffer.from(`2026-01-01T00:00:00.000Z|${made[0]}|1`).toString('base64url')]) {
      const res = await get(t, `/artist/get-all-sounds-with-locking?cursor=${encodeURIComponent(bad)}`, viewer)
      expect(res.status).toBe(400)
      expect((await res.json()).message).toContain('cursor: must be the next_cursor or prev_cursor of a page')
    }
    const { next_cursor } = await list('page=1')
    const both = await get(t, `/artist/get-all-sounds-with-locking?page=2&cursor=${next_cursor}`, viewer)
    expect(both.status).toBe(400)
    expect((await both.json()).message).toContain('cursor: give either cursor or page/curpage, not both')
  })

  it('the total is the maintained count: it follows sounds created, deleted and removed', async () => {
    const live = async () => (await t.database.db.select({ n: count() }).from(campaigns).where(and(eq(campaigns.kind, 'normal'), eq(campaigns.status, 'active'))))[0]!.n
    const before = await list('page=1')
    expect(before.total).toBe(await live())
    const a = await soundOf(t, artist.id)
    const b = await soundOf(t, artist.id)
    expect((await list('page=1')).total).toBe(before.total + 2)
    await t.database.db.update(campaigns).set({ status: 'deleted' }).where(eq(campaigns.id, a))
    // A touch that moves no status changes nothing; a deleted row that was already deleted neither.
    await t.database.db.update(campaigns).set({ updatedAt: new Date() }).where(inArray(campaigns.id, [a, b]))
    await t.database.db.delete(campaigns).where(inArray(campaigns.id, [a, b]))
    const after = await list('page=1')
    expect(after.total).toBe(before.total)
    expect(after.total).toBe(await live())
    // The same total on a deep page by cursor.
    expect((await list(`cursor=${after.next_cursor}`)).total).toBe(after.total)
  })

  it('q searches title and category (every word, any case); the total counts the matches', async () => {
    const waltz = await soundOf(t, artist.id, { title: 'Moonlight Waltz 100%' })
    const found = await list('q=moonlight%20WALTZ')
    expect([found.sounds.map((s) => s.id), found.total, found.next_cursor]).toEqual([[waltz], 1, null])
    expect((await list('q=100%25')).sounds.map((s) => s.id)).toEqual([waltz])
    // A wildcard in the query is a plain character.
    expect((await list('q=moon_ight')).total).toBe(0)
    expect((await list('q=fixture%20genre')).total).toBe((await list('page=1')).total - 1)
    const long = await get(t, `/artist/get-all-sounds-with-locking?q=${'a'.repeat(101)}`, viewer)
    expect(long.status).toBe(400)
    await t.database.db.delete(campaigns).where(eq(campaigns.id, waltz))
  })
})

describe('get-all-requests-with-locking by cursor', () => {
  it('walks every request once, as page/curpage orders them, and searches by keyset too', async () => {
    const brand = await makeUser(t, 'brand')
    const requests: string[] = []
    for (let i = 0; i < 14; i++) requests.push(await requestOf(t, brand.id))
    const page = async (query: string) => {
      const res = await get(t, `/brand/get-all-requests-with-locking?${query}`, viewer)
      const json = (await res.json()) as { requests: Array<{ id: string }>; total: number; next_cursor: string | null }
      expect(res.status, JSON.stringify(json)).toBe(200)
      return json
    }
    const first = await page('page=1')
    expect([first.requests.length, first.total]).toEqual([12, 14])
    const second = await page(`cursor=${first.next_cursor}`)
    expect([second.requests.length, second.next_cursor]).toEqual([2, null])
    const byCursor = [...first.requests, ...second.requests].map((r) => r.id)
    expect(byCursor).toEqual([...first.requests, ...(await page('curpage=2')).requests].map((r) => r.id))
    expect([...byCursor].sort()).toEqual([...requests].sort())
    // A search walks by cursor as well: the same twelve, then the rest.
    const searched = await page('q=fixture%20request')
    expect([searched.total, (await page(`q=fixture%20request&cursor=${searched.next_cursor}`)).requests.length]).toEqual([14, 2])
  })
})
