import { beforeEach, describe, expect, it } from 'vitest'
import type { DemoUser } from '../../src/db/demo-schema'
import type { DemoContext } from './route'
import { call, seededContext } from './test-support'

let ctx: DemoContext

beforeEach(async () => {
  ctx = await seededContext()
})

describe('user lists', () => {
  it('returns all 50 users from all-data', async () => {
    const { body } = await call(ctx, 'GET', '/api/users/list/all-data')
    expect(body).toHaveLength(50)
  })

  it('pages 10 users sorted by fullName ascending by default', async () => {
    const { status, body } = await call(ctx, 'GET', '/api/users/list/data')
    expect(status).toBe(200)
    expect(body.total).toBe(50)
    expect(body.users).toHaveLength(10)
    const all = (await ctx.db.demoUsers.toArray()).map((u) => u.fullName).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    expect(body.users.map((u: DemoUser) => u.fullName)).toEqual(all.slice(0, 10))
  })

  it('filters by role, status and plan together', async () => {
    const all = await ctx.db.demoUsers.toArray()
    const sample = all[7]!
    const { body } = await call(ctx, 'GET', `/api/users/list/data?role=${sample.role}&status=${sample.status}&currentPlan=${sample.currentPlan}&perPage=50`)
    const expected = all.filter((u) => u.role === sample.role && u.status === sample.status && u.currentPlan === sample.currentPlan)
    expect(body.total).toBe(expected.length)
    expect(body.users.map((u: DemoUser) => u.id).sort()).toEqual(expected.map((u) => u.id).sort())
  })

  it('searches e-mail, full name and billing', async () => {
    const all = await ctx.db.demoUsers.toArray()
    const byBilling = await call(ctx, 'GET', '/api/users/list/data?q=paypal&perPage=50')
    expect(byBilling.body.total).toBe(all.filter((u) => u.billing === 'Manual - Paypal' || `${u.email} ${u.fullName}`.toLowerCase().includes('paypal')).length)
    const byEmail = await call(ctx, 'GET', `/api/users/list/data?q=${encodeURIComponent(all[3]!.email)}`)
    expect(byEmail.body.users.map((u: DemoUser) => u.id)).toContain(all[3]!.id)
  })

  it('sorts by another column, descending', async () => {
    const { body } = await call(ctx, 'GET', '/api/users/list/data?sort=desc&sortColumn=email&perPage=50')
    const emails = body.users.map((u: DemoUser) => u.email)
    expect(emails).toEqual([...emails].sort((a: string, b: string) => b.localeCompare(a, 'en', { sensitivity: 'base', numeric: true })))
  })
})

describe('single users', () => {
  it('returns one user by id', async () => {
    const { status, body } = await call(ctx, 'GET', '/api/users/user?id=3')
    expect(status).toBe(200)
    expect(body.user.id).toBe(3)
    expect((await call(ctx, 'GET', '/api/users/user?id=404')).status).toBe(404)
    expect((await call(ctx, 'GET', '/api/users/user?id=three')).status).toBe(400)
  })

  it('adds a user with id max + 1 and answers 201', async () => {
    const user = { fullName: 'Robin Vale', username: 'robinvale', email: 'robin.vale@example.com', role: 'editor', currentPlan: 'team' }
    const { status, body } = await call(ctx, 'POST', '/apps/users/add-user', user)
    expect(status).toBe(201)
    expect(body.user).toMatchObject({ ...user, id: 51, status: 'pending' })
    expect(await ctx.db.demoUsers.count()).toBe(51)
  })

  it('rejects a user without an e-mail or with an unknown role', async () => {
    expect((await call(ctx, 'POST', '/apps/users/add-user', { fullName: 'A', username: 'a' })).status).toBe(400)
    expect((await call(ctx, 'POST', '/apps/users/add-user', { fullName: 'A', username: 'a', email: 'a@example.com', role: 'owner' })).status).toBe(400)
    expect(await ctx.db.demoUsers.count()).toBe(50)
  })

  it('deletes a user', async () => {
    expect((await call(ctx, 'DELETE', '/apps/users/delete?id=5')).status).toBe(200)
    expect(await ctx.db.demoUsers.get(5)).toBeUndefined()
    expect((await call(ctx, 'DELETE', '/apps/users/delete', { id: 5 })).status).toBe(404)
  })
})
