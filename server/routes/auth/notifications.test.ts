import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notify } from '../../domain/notifications'
import { call, makeUser, type TestUser } from '../../test/accounts'
import { settleFeeds } from '../../test/feeds'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let user: TestUser
let stranger: TestUser
beforeAll(async () => {
  t = await createTestApp()
  user = await makeUser(t, 'artist')
  stranger = await makeUser(t, 'artist')
  for (const title of ['first', 'second', 'third']) {
    await notify(t.database.db, user.id, { type: 'account_approved', title, message: title })
    await new Promise((r) => setTimeout(r, 5))
  }
  await notify(t.database.db, stranger.id, { type: 'account_approved', title: 'theirs', message: 'theirs' })
  // Quiet since: cursors are exact, so an unchanged list answers the same (ETag) and a since pull
  // carries only what changed after it.
  await settleFeeds(t.database.db, ['notifications'])
})
afterAll(() => t.close())

const list = async (query = '', token = user.token) => call(t, 'GET', `/api/auth/get-notifications${query}`, { token })

describe('GET /api/auth/get-notifications', () => {
  it("returns only the caller's own, newest first, with read state and a cursor", async () => {
    const body = await (await list(`?user_id=${user.id}`)).json()
    expect(body.notifications.map((n: { title: string }) => n.title)).toEqual(['third', 'second', 'first'])
    expect(body.unread).toBe(3)
    expect(body.notifications.every((n: { read: boolean }) => n.read === false)).toBe(true)
    expect(typeof body.cursor).toBe('string')
  })

  it("refuses another user's list with 403, but not for an admin", async () => {
    expect((await list(`?user_id=${stranger.id}`)).status).toBe(403)
    const admin = await makeUser(t, 'admin')
    const res = await list(`?user_id=${stranger.id}`, admin.token)
    expect((await res.json()).notifications.map((n: { title: string }) => n.title)).toEqual(['theirs'])
  })

  it('answers a bad since or user_id with 400', async () => {
    expect((await list('?since=yesterday')).status).toBe(400)
    expect((await list('?user_id=42')).status).toBe(400)
  })

  it('supports If-None-Match with an ETag', async () => {
    const first = await list()
    const tag = first.headers.get('etag')
    expect(tag).toBeTruthy()
    const again = await call(t, 'GET', '/api/auth/get-notifications', { token: user.token, headers: { 'if-none-match': tag! } })
    expect(again.status).toBe(304)
  })
})

describe('POST /api/auth/mark-notifications-read', () => {
  it('marks listed ids read; a since pull then carries exactly the change', async () => {
    const before = await (await list()).json()
    const third = before.notifications[0]
    const theirs = (await (await list('', stranger.token)).json()).notifications[0]
    await new Promise((r) => setTimeout(r, 5))
    const res = await call(t, 'POST', '/api/auth/mark-notifications-read', { token: user.token, body: { ids: [third.id, theirs.id] } })
    // Someone else's id is silently not matched.
    expect(await res.json()).toEqual({ updated: 1 })
    const delta = await (await list(`?since=${encodeURIComponent(before.cursor)}`)).json()
    expect(delta.notifications).toMatchObject([{ id: third.id, read: true }])
    expect(delta.unread).toBe(2)
    expect((await (await list('', stranger.token)).json()).unread).toBe(1)
  })

  it('marks all read, and refuses a body that is neither ids nor all', async () => {
    expect(await (await call(t, 'POST', '/api/auth/mark-notifications-read', { token: user.token, body: { all: true } })).json()).toEqual({ updated: 2 })
    expect((await (await list()).json()).unread).toBe(0)
    for (const body of [{}, { ids: [] }, { ids: ['nope'] }, { all: 'yes' }]) {
      expect((await call(t, 'POST', '/api/auth/mark-notifications-read', { token: user.token, body })).status).toBe(400)
    }
  })
})
