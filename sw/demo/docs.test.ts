import { beforeEach, describe, expect, it } from 'vitest'
import type { DemoContext } from './route'
import { call, seededContext } from './test-support'

// The read-only sample answers: blog, pricing, profile, account settings, cards, autocomplete.

let ctx: DemoContext

beforeEach(async () => {
  ctx = await seededContext()
})

describe('blog', () => {
  it('serves the list, sidebar, detail and edit data', async () => {
    const list = await call(ctx, 'GET', '/blog/list/data')
    expect(list.status).toBe(200)
    expect(Object.keys(list.body[0]).sort()).toEqual(['avatar', 'blogPosted', 'comment', 'excerpt', 'id', 'img', 'tags', 'title', 'userFullName'])
    const sidebar = await call(ctx, 'GET', '/blog/list/data/sidebar')
    expect(sidebar.body.categories.map((c: { category: string }) => c.category)).toEqual(['Fashion', 'Food', 'Gaming', 'Quote', 'Video'])
    const detail = await call(ctx, 'GET', '/blog/list/data/detail')
    expect(Object.keys(detail.body.blog)).toEqual(expect.arrayContaining(['img', 'title', 'avatar', 'userFullName', 'createdTime', 'tags', 'content', 'comments', 'bookmarked']))
    expect(detail.body.comments[0]).toHaveProperty('commentText')
    const edit = await call(ctx, 'GET', '/blog/list/data/edit')
    expect(edit.body).toMatchObject({ status: 'Published' })
    expect(Object.keys(edit.body)).toEqual(expect.arrayContaining(['blogTitle', 'blogCategories', 'slug', 'status', 'excerpt', 'featuredImage']))
  })
})

describe('pricing', () => {
  it('serves the plans of the specification and a Q&A list', async () => {
    const { body } = await call(ctx, 'GET', '/pricing/data')
    expect(body.basicPlan).toMatchObject({ title: 'Basic', monthlyPrice: 0 })
    expect(body.standardPlan).toMatchObject({ title: 'Standard', monthlyPrice: 49, yearlyPlan: { perMonth: 40, totalAnnual: 480 }, popular: true })
    expect(body.enterprisePlan).toMatchObject({ title: 'Enterprise', monthlyPrice: 99, yearlyPlan: { perMonth: 80, totalAnnual: 960 } })
    expect(body.qandA.length).toBeGreaterThan(2)
  })
})

describe('profile and account settings', () => {
  it('serves the profile sections', async () => {
    const { body } = await call(ctx, 'GET', '/profile/data')
    expect(Object.keys(body).sort()).toEqual(['header', 'latestPhotos', 'polls', 'posts', 'suggestedPages', 'suggestions', 'twitterFeeds', 'userAbout'])
    expect(Object.keys(body.posts[0])).toEqual(expect.arrayContaining(['likes', 'comments', 'likedUsers', 'detailedComments']))
  })

  it('serves the account settings with six social links, four connections and six flags', async () => {
    const { body } = await call(ctx, 'GET', '/account-setting/data')
    expect(Object.keys(body.general).sort()).toEqual(['avatar', 'company', 'email', 'fullName', 'username'])
    expect(Object.keys(body.info).sort()).toEqual(['bio', 'country', 'dob', 'phone', 'website'])
    expect(Object.keys(body.social.socialLinks)).toHaveLength(6)
    expect(Object.keys(body.social.connections)).toHaveLength(4)
    expect(Object.keys(body.notification).sort()).toEqual(['answerOnForm', 'blogDigest', 'commentOnArticle', 'followMe', 'newAnnouncements', 'productUpdates'])
  })
})

describe('cards', () => {
  it('serves every analytics card', async () => {
    for (const name of ['support-tracker', 'avg-sessions', 'revenue-report', 'goal-overview', 'revenue', 'product-orders', 'sessions-device', 'customers']) {
      const { status, body } = await call(ctx, 'GET', `/card/card-analytics/${name}`)
      expect(status).toBe(200)
      expect(Object.keys(body).length).toBeGreaterThan(0)
    }
    const report = await call(ctx, 'GET', '/card/card-analytics/revenue-report')
    expect(report.body.years).toEqual(['2020', '2019', '2018'])
    const tracker = await call(ctx, 'GET', '/card/card-analytics/support-tracker')
    expect(tracker.body.lastDays).toEqual(['Last 28 Days', 'Last Month', 'Last Year'])
  })

  it('serves every statistics card', async () => {
    for (const name of ['orders-bar-chart', 'profit-line-chart', 'subscribers', 'revenue', 'sales', 'orders', 'site-traffic', 'active-users', 'newsletter']) {
      const { status, body } = await call(ctx, 'GET', `/card/card-statistics/${name}`)
      expect(status).toBe(200)
      expect(Array.isArray(body.series)).toBe(true)
    }
  })
})

describe('autocomplete', () => {
  it('serves 100 entries with title, rank and id', async () => {
    const { body } = await call(ctx, 'GET', '/api/autocomplete/data')
    expect(body.autoComplete).toHaveLength(100)
    expect(Object.keys(body.autoComplete[0]).sort()).toEqual(['id', 'rank', 'title'])
    expect(new Set(body.autoComplete.map((e: { title: string }) => e.title)).size).toBe(100)
  })
})

describe('missing documents', () => {
  it('answers 404 rather than throwing when a sample object is gone', async () => {
    await ctx.db.demoDocs.delete('pricing')
    const { status, body } = await call(ctx, 'GET', '/pricing/data')
    expect(status).toBe(404)
    expect(body.message).toMatch(/pricing/)
  })
})
