import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/accounts'
import { call, makeUser, rowCount, type TestUser } from '../../test/accounts'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let admin: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await makeUser(t, 'admin')
})
afterAll(() => t.close())

const processAdmin = (body: unknown) => call(t, 'POST', '/api/manage/user/admin/processAdmin', { token: admin.token, body })

describe('viewAdmin / processAdmin', () => {
  it('creates an approved admin who can sign in, then updates it', async () => {
    const created = await processAdmin({ fullName: 'Second Admin', email: 'second@example.test', password: 'admin-pass-1' })
    expect(created.status).toBe(201)
    const { admin: second } = await created.json()
    expect(second).toMatchObject({ role: 'admin', approvalStatus: 'approved', ability: [{ action: 'manage', subject: 'all' }] })
    const login = await call(t, 'POST', '/api/auth/login', { body: { email: 'second@example.test', password: 'admin-pass-1' } })
    expect(login.status).toBe(200)

    const updated = await processAdmin({ id: second.id, fullName: 'Renamed Admin', password: 'admin-pass-2' })
    expect((await updated.json()).admin.fullName).toBe('Renamed Admin')
    // The new password ended the session made with the old one.
    expect((await call(t, 'GET', '/api/auth/me', { token: (await login.json()).accessToken })).status).toBe(401)

    const list = await (await call(t, 'GET', '/api/manage/user/admin/viewAdmin', { token: admin.token })).json()
    expect(list.admins.map((a: { fullName: string }) => a.fullName)).toContain('Renamed Admin')
  })

  it('answers missing fields, a taken e-mail and a non-admin id clearly, storing nothing', async () => {
    const artist = await makeUser(t, 'artist')
    const before = await rowCount(t, users)
    const missing = await processAdmin({ fullName: 'No Password', email: 'np@example.test' })
    expect(missing.status).toBe(400)
    expect((await missing.json()).message).toMatch(/password is required/)
    expect((await processAdmin({ id: artist.id })).status).toBe(400)
    expect((await processAdmin({ fullName: 'Dup', email: admin.email, password: 'long-enough' })).status).toBe(409)
    expect((await processAdmin({ id: artist.id, fullName: 'Hijack' })).status).toBe(404)
    expect(await rowCount(t, users)).toBe(before)
  })
})

describe('get-data-for-dashboard', () => {
  it('counts users by role and approval status, and pending work', async () => {
    const get = async () => (await call(t, 'GET', '/api/manage/user/agents/get-data-for-dashboard', { token: admin.token })).json()
    const before = await get()
    await makeUser(t, 'musician', { approvalStatus: 'pending' })
    await makeUser(t, 'tiktoker', { brandApplied: 'pending', approvalStatus: 'rejected' })
    const after = await get()
    expect(after.users.total - before.users.total).toBe(2)
    expect(after.users.byRole.musician - before.users.byRole.musician).toBe(1)
    expect(after.users.byRole.tiktoker - before.users.byRole.tiktoker).toBe(1)
    expect(after.users.byRole.admin).toBe(before.users.byRole.admin)
    expect(after.users.byApprovalStatus.pending - before.users.byApprovalStatus.pending).toBe(1)
    expect(after.users.byApprovalStatus.rejected - before.users.byApprovalStatus.rejected).toBe(1)
    expect(after.pendingBrandApplications - before.pendingBrandApplications).toBe(1)
    const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0)
    expect(sum(after.users.byRole)).toBe(after.users.total)
    expect(sum(after.users.byApprovalStatus)).toBe(after.users.total)
  })
})
