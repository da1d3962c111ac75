import { beforeEach, describe, expect, it } from 'vitest'
import type { SearchPage } from '../../src/db/demo-schema'
import type { DemoContext } from './route'
import { call, seededContext } from './test-support'

let ctx: DemoContext

beforeEach(async () => {
  ctx = await seededContext()
})

describe('GET /api/main-search/data', () => {
  it('returns the Pages, Files and Contacts groups', async () => {
    const { status, body } = await call(ctx, 'GET', '/api/main-search/data')
    expect(status).toBe(200)
    expect(body.searchArr.map((g: { groupTitle: string }) => g.groupTitle)).toEqual(['Pages', 'Files', 'Contacts'])
    expect(body.searchArr.every((g: { searchLimit: number }) => g.searchLimit === 4)).toBe(true)
    const links = body.searchArr[0].data.map((p: SearchPage) => p.link)
    expect(links).toEqual(expect.arrayContaining(['/apps/email', '/pages/blog/edit', '/Manage/User/Admin', '/charts/recharts', '/']))
  })

  it('with q, filters each group and keeps at most four results', async () => {
    const matching = (await ctx.db.searchPages.toArray()).filter((p) => p.title.toLowerCase().includes('list'))
    expect(matching.length).toBeGreaterThan(4)
    const { body } = await call(ctx, 'GET', '/api/main-search/data?q=LIST')
    const pages = body.searchArr[0].data
    expect(pages).toEqual(matching.slice(0, 4))
    expect(body.searchArr[1].data.length).toBeLessThanOrEqual(4)
  })
})

describe('bookmarks', () => {
  it('returns suggestions and the bookmarked pages', async () => {
    const { body } = await call(ctx, 'GET', '/api/bookmarks/data')
    expect(body.suggestions.length).toBeGreaterThan(100)
    expect(body.bookmarks.map((b: SearchPage) => b.link).sort()).toEqual(['/apps/calendar', '/apps/chat', '/apps/email', '/apps/todo'])
  })

  it('toggles isBookmarked and persists it', async () => {
    const page = (await ctx.db.searchPages.toArray()).find((p) => p.link === '/apps/kanban')!
    const on = await call(ctx, 'POST', '/api/bookmarks/update', { id: page.id })
    expect(on.status).toBe(200)
    expect(on.body.item.isBookmarked).toBe(true)
    expect((await call(ctx, 'GET', '/api/bookmarks/data')).body.bookmarks).toHaveLength(5)
    const off = await call(ctx, 'POST', '/api/bookmarks/update', { id: page.id })
    expect(off.body.item.isBookmarked).toBe(false)
    expect((await ctx.db.searchPages.get(page.id))?.isBookmarked).toBe(false)
  })

  it('takes the id from the query too', async () => {
    const page = (await ctx.db.searchPages.toArray()).find((p) => p.link === '/apps/email')!
    const { status, body } = await call(ctx, 'POST', `/api/bookmarks/update?id=${page.id}`)
    expect(status).toBe(200)
    expect(body.item.isBookmarked).toBe(false)
  })

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await call(ctx, 'POST', '/api/bookmarks/update', { id: 'x' })).status).toBe(400)
    expect((await call(ctx, 'POST', '/api/bookmarks/update', { id: 9999 })).status).toBe(404)
  })
})
