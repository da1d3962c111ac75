import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications, users } from '../../db/schema/accounts'
import { call, makeUser, rowCount, TEST_PASSWORD, type TestUser } from '../../test/accounts'
import { parseEnv } from '../../env'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let admin: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await makeUser(t, 'admin')
})
afterAll(() => t.close())

const post = (path: string, token: string, body: unknown) => call(t, 'POST', `/api/auth/${path}`, { token, body })
const typesOf = async (userId: string) =>
  (await t.database.db.select({ type: notifications.type }).from(notifications).where(eq(notifications.userId, userId))).map((r) => r.type)

describe('GET /api/auth/get-users', () => {
  it('lists accounts with filters, paging and a literal search', async () => {
    await makeUser(t, 'artist', { fullName: 'Percent 100% Artist', approvalStatus: 'pending' })
    await makeUser(t, 'artist', { fullName: 'Plain Artist' })
    const all = await (await call(t, 'GET', '/api/auth/get-users', { token: admin.token })).json()
    expect(all.total).toBe(3)
    const pendingArtists = await (await call(t, 'GET', '/api/auth/get-users?role=artist&approvalStatus=pending', { token: admin.token })).json()
    expect(pendingArtists.users.map((u: { fullName: string }) => u.fullName)).toEqual(['Percent 100% Artist'])
    // "%" matches only itself, not everything.
    const search = await (await call(t, 'GET', `/api/auth/get-users?q=${encodeURIComponent('100%')}`, { token: admin.token })).json()
    expect(search.total).toBe(1)
    const paged = await (await call(t, 'GET', '/api/auth/get-users?perPage=2&page=2', { token: admin.token })).json()
    expect(paged).toMatchObject({ total: 3, page: 2, perPage: 2 })
    expect(paged.users).toHaveLength(1)
  })

  it('answers bad filters with 400', async () => {
    for (const q of ['role=superuser', 'page=0', 'perPage=abc', 'perPage=100000']) {
      const res = await call(t, 'GET', `/api/auth/get-users?${q}`, { token: admin.token })
      expect(res.status, q).toBe(400)
    }
  })
})

describe('get-user-by-id / get-user-by-email', () => {
  it('returns an account to an admin, and 404 for none', async () => {
    const artist = await makeUser(t, 'artist')
    const byId = await call(t, 'GET', `/api/auth/get-user-by-id?userid=${artist.id}`, { token: admin.token })
    expect((await byId.json()).user.email).toBe(artist.email)
    const byEmail = await call(t, 'GET', `/api/auth/get-user-by-email?email=${encodeURIComponent(artist.email.toUpperCase())}`, { token: admin.token })
    expect((await byEmail.json()).user.id).toBe(artist.id)
    expect((await call(t, 'GET', '/api/auth/get-user-by-id?userid=00000000-0000-4000-8000-000000000000', { token: admin.token })).status).toBe(404)
    expect((await call(t, 'GET', `/api/auth/get-user-by-id?userid=${encodeURIComponent("1' OR '1'='1")}`, { token: admin.token })).status).toBe(400)
  })
})

describe('status changes by an admin', () => {
  it('approves an account and tells its owner', async () => {
    const artist = await makeUser(t, 'artist', { approvalStatus: 'pending' })
    const res = await post('update-account-approval-status', admin.token, { uid: artist.id, status: 'approved' })
    expect(res.status).toBe(200)
    expect((await res.json()).user.approvalStatus).toBe('approved')
    expect(await typesOf(artist.id)).toEqual(['account_approved'])
  })

  it('changes a role; the old token acts with the new role at once', async () => {
    const creator = await makeUser(t, 'tiktoker')
    expect((await post('apply-brand', creator.token, {})).status).toBe(200)
    const res = await post('update-user-account-role', admin.token, { uid: creator.id, role: 'artist' })
    expect((await res.json()).user).toMatchObject({ role: 'artist', accountType: 'artist' })
    const me = await (await call(t, 'GET', '/api/auth/me', { token: creator.token })).json()
    expect(me.role).toBe('artist')
    expect(me).toMatchObject({ supportEmail: null, platformFeeBps: 1000 })
    expect(me.userData.ability).toContainEqual({ action: 'read', subject: 'Artist' })
    expect(await typesOf(creator.id)).toContain('role_changed')
  })

  it('refuses to make an admin through the role call', async () => {
    const artist = await makeUser(t, 'artist')
    const res = await post('update-user-account-role', admin.token, { uid: artist.id, role: 'admin' })
    expect(res.status).toBe(400)
    expect((await res.json()).message).toMatch(/processAdmin/)
  })

  it('sets influencer and spam-video status on creators only', async () => {
    const creator = await makeUser(t, 'tiktoker')
    const infl = await (await post('update-account-influencer-status', admin.token, { uid: creator.id, status: 'Yes' })).json()
    expect(infl.user.influencer).toBe('Yes')
    expect(infl.user.ability).toContainEqual({ action: 'read', subject: 'Influencer' })
    const spam = await (await post('update-user-spam-videos-status', admin.token, { uid: creator.id, status: 'enabled' })).json()
    expect(spam.user.spamVideos).toBe('enabled')
    const brand = await makeUser(t, 'brand')
    const res = await post('update-account-influencer-status', admin.token, { uid: brand.id, status: 'Yes' })
    expect(res.status).toBe(409)
    expect((await res.json()).message).toMatch(/creator/)
    expect((await post('update-user-spam-videos-status', admin.token, { uid: creator.id, status: 'maybe' })).status).toBe(400)
  })

  it('sets a speciality; the owner may set their own', async () => {
    const creator = await makeUser(t, 'tiktoker')
    const res = await post('update-user-account-speciality', creator.token, { uid: creator.id, speciality: 'Comedy' })
    expect((await res.json()).user.speciality).toBe('Comedy')
    const cleared = await post('update-user-account-speciality', admin.token, { uid: creator.id, speciality: null })
    expect((await cleared.json()).user.speciality).toBeNull()
  })

  it('answers an unknown uid with 404 and stores nothing', async () => {
    const before = await rowCount(t, notifications)
    const res = await post('update-account-approval-status', admin.token, { uid: '00000000-0000-4000-8000-000000000000', status: 'approved' })
    expect(res.status).toBe(404)
    expect(await rowCount(t, notifications)).toBe(before)
  })
})

describe('POST /api/auth/update-user-email', () => {
  it('needs the current password for one own e-mail, and keeps e-mails unique', async () => {
    const artist = await makeUser(t, 'artist')
    const other = await makeUser(t, 'artist')
    expect((await post('update-user-email', artist.token, { uid: artist.id, email: 'new@example.test' })).status).toBe(400)
    expect((await post('update-user-email', artist.token, { uid: artist.id, email: 'new@example.test', password: 'wrong-one' })).status).toBe(400)
    const ok = await post('update-user-email', artist.token, { uid: artist.id, email: 'New@Example.test', password: TEST_PASSWORD })
    expect((await ok.json()).user.email).toBe('new@example.test')
    expect(await typesOf(artist.id)).toContain('email_changed')
    const taken = await post('update-user-email', admin.token, { uid: other.id, email: 'NEW@example.test' })
    expect(taken.status).toBe(409)
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, other.id))
    expect(row?.email).toBe(other.email)
  })
})

describe('POST /api/auth/delete-user', () => {
  it('deletes an account with its notifications; its token stops working', async () => {
    const artist = await makeUser(t, 'artist', { approvalStatus: 'pending' })
    await post('update-account-approval-status', admin.token, { uid: artist.id, status: 'approved' })
    const res = await post('delete-user', admin.token, { uid: artist.id })
    expect(res.status).toBe(200)
    expect(await typesOf(artist.id)).toEqual([])
    expect((await call(t, 'GET', '/api/auth/me', { token: artist.token })).status).toBe(401)
  })

  it('never deletes or demotes the last admin (409)', async () => {
    // `admin` is the only admin in this file's database.
    const before = await rowCount(t, users)
    const del = await post('delete-user', admin.token, { uid: admin.id, password: TEST_PASSWORD })
    expect(del.status).toBe(409)
    expect((await del.json()).code).toBe('last_admin')
    expect((await post('update-user-account-role', admin.token, { uid: admin.id, role: 'artist' })).status).toBe(409)
    expect((await post('update-account-approval-status', admin.token, { uid: admin.id, status: 'rejected' })).status).toBe(409)
    expect(await rowCount(t, users)).toBe(before)
  })
})

describe('the settings the app shows (SUPPORT_EMAIL, PLATFORM_FEE_BPS)', () => {
  it('are given with the caller on /auth/me, and a value that is not an address stops the start', async () => {
    const withSupport = await createTestApp({ SUPPORT_EMAIL: 'help@example.test', PLATFORM_FEE_BPS: '1250' })
    try {
      const user = await makeUser(withSupport, 'tiktoker')
      const me = await (await call(withSupport, 'GET', '/api/auth/me', { token: user.token })).json()
      expect(me).toMatchObject({ supportEmail: 'help@example.test', platformFeeBps: 1250 })
    } finally {
      await withSupport.close()
    }
    expect(() => parseEnv({ SUPPORT_EMAIL: 'write to us' })).toThrow(/SUPPORT_EMAIL.*must be an e-mail address/)
  })
})
