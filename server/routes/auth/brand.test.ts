import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, makeUser, type TestUser } from '../../test/accounts'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let admin: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await makeUser(t, 'admin')
})
afterAll(() => t.close())

const apply = (u: TestUser, body: unknown = {}) => call(t, 'POST', '/api/auth/apply-brand', { token: u.token, body })
const decide = (user_id: string, decision: string) => call(t, 'POST', '/api/auth/decide-brand-application', { token: admin.token, body: { user_id, decision } })

describe('brand applications', () => {
  it('a creator applies once; approval turns the account into a brand', async () => {
    const creator = await makeUser(t, 'tiktoker')
    const first = await apply(creator)
    expect((await first.json()).user.brand_applied).toBe('pending')
    const second = await apply(creator)
    expect(second.status).toBe(409)
    expect((await second.json()).message).toMatch(/already waiting/)

    const dashboard = await (await call(t, 'GET', '/api/manage/user/agents/get-data-for-dashboard', { token: admin.token })).json()
    expect(dashboard.pendingBrandApplications).toBe(1)

    const decided = await (await decide(creator.id, 'approved')).json()
    expect(decided.user).toMatchObject({ role: 'brand', accountType: 'brand', brand_applied: 'approved' })
    const notes = await (await call(t, 'GET', '/api/auth/get-notifications', { token: creator.token })).json()
    expect(notes.notifications[0]).toMatchObject({ type: 'brand_application_decided', read: false })
  })

  it('a rejected creator stays a creator and may apply again', async () => {
    const creator = await makeUser(t, 'tiktoker')
    await apply(creator)
    const rejected = await (await decide(creator.id, 'rejected')).json()
    expect(rejected.user).toMatchObject({ role: 'tiktoker', brand_applied: 'rejected' })
    expect((await apply(creator)).status).toBe(200)
  })

  it('refuses a decision with no application (409), a bad decision (400), and applying for someone else (403)', async () => {
    const creator = await makeUser(t, 'tiktoker')
    const other = await makeUser(t, 'tiktoker')
    expect((await decide(creator.id, 'approved')).status).toBe(409)
    expect((await decide(creator.id, 'maybe')).status).toBe(400)
    expect((await apply(creator, { user_id: other.id })).status).toBe(403)
  })
})
