import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres } from '../db/client'
import { notifications } from '../db/schema/accounts'
import { campaigns } from '../db/schema/marketplace'
import { pushOutbox } from '../db/schema/push'
import { videoChecks } from '../db/schema/video-checks'
import { call, makeUser, type TestUser } from '../test/accounts'
import { makeCreator } from '../test/market'
import { holdOn, market, pendingUseOn, soundOf } from '../test/market-fixtures'
import { makeDevice } from '../test/push-service'
import { createTestApp, type TestApp } from '../test/test-app'
import { sendReminders } from './reminders'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ PUSH_ENDPOINT_HOSTS: '127.0.0.1' })
})
afterAll(() => t.close())

const hours = (h: number) => new Date(Date.now() + h * 3_600_000)
const noticesOf = async (user: TestUser) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))).map((n) => ({ type: n.type, title: n.title, message: n.message }))

describe('reminders', () => {
  it('tells a creator once that a hold ends within a day, even with two runners at the same moment', async () => {
    const artist = await makeUser(t, 'artist')
    const creator = await makeCreator(t)
    const sound = await soundOf(t, artist.id, { title: 'Night Drive', holdHours: 48 })
    await holdOn(t, sound, creator)
    await sendReminders(t.database.db, market(t), hours(1))
    expect(await noticesOf(creator)).toEqual([])
    // 25 hours on, 23 are left: the reminder goes out once, whoever runs the job.
    const other = t.databaseUrl ? await openPostgres(t.databaseUrl) : t.database
    try {
      await Promise.all([sendReminders(t.database.db, market(t), hours(25)), sendReminders(other.db, market(t), hours(25))])
      await sendReminders(t.database.db, market(t), hours(30))
    } finally {
      if (other !== t.database) await other.close()
    }
    expect(await noticesOf(creator)).toEqual([
      { type: 'hold_ending', title: 'Your slot ends soon', message: 'Your hold on “Night Drive” ends in about 23 hours. Submit your video before then, or the slot is freed.' },
    ])
  })

  it('tells the artist a day ahead that verified submissions will be approved automatically', async () => {
    const artist = await makeUser(t, 'artist')
    const sound = await soundOf(t, artist.id, { title: 'Lagos Rain' })
    const uses = [await pendingUseOn(t, sound, await makeCreator(t)), await pendingUseOn(t, sound, await makeCreator(t))]
    await t.database.db.update(videoChecks).set({ state: 'verified' }).where(eq(videoChecks.useId, uses[0]!))
    await sendReminders(t.database.db, market(t), hours(47))
    const soon = async () => (await noticesOf(artist)).filter((n) => n.type === 'auto_approval_soon')
    expect(await soon()).toEqual([])
    await sendReminders(t.database.db, market(t), hours(49))
    await sendReminders(t.database.db, market(t), hours(50))
    // The unverified video is never approved automatically, so it is not announced.
    expect(await soon()).toEqual([
      { type: 'auto_approval_soon', title: 'Approve or reject soon', message: 'A submission for “Lagos Rain” will be approved and paid automatically within 24 hours unless you decide first.' },
    ])
  })

  it('tells the owner once that a campaign has a fifth of its budget or less left', async () => {
    const brand = await makeUser(t, 'artist')
    const sound = await soundOf(t, brand.id, { title: 'Low Tide', unitAmount: 100_000, slots: 5 })
    await t.database.db.update(campaigns).set({ paid: 350_000 }).where(eq(campaigns.id, sound))
    await sendReminders(t.database.db, market(t))
    expect(await noticesOf(brand)).toEqual([])
    await t.database.db.update(campaigns).set({ paid: 400_000 }).where(eq(campaigns.id, sound))
    await sendReminders(t.database.db, market(t))
    await sendReminders(t.database.db, market(t))
    expect(await noticesOf(brand)).toEqual([{ type: 'budget_low', title: 'Budget nearly spent', message: expect.stringMatching(/^“Low Tide” has .*1,000\.00 of its .*5,000\.00 budget left\.$/) }])
  })

  it('tells admins about accounts waiting for approval, each account once, and pushes it to their Users screen', async () => {
    const admin = await makeUser(t, 'admin')
    const device = makeDevice('http://127.0.0.1:9/push/admin')
    expect((await call(t, 'POST', '/api/push/subscriptions', { token: admin.token, body: { ...device.json(), kinds: ['accounts'] } })).status).toBe(200)
    await sendReminders(t.database.db, market(t))
    await makeUser(t, 'tiktoker', { approvalStatus: 'pending' })
    await makeUser(t, 'artist', { approvalStatus: 'pending' })
    await sendReminders(t.database.db, market(t))
    await sendReminders(t.database.db, market(t))
    const waiting = (await noticesOf(admin)).filter((n) => n.type === 'accounts_waiting')
    expect(waiting.at(-1)).toEqual({ type: 'accounts_waiting', title: '2 accounts wait for approval', message: '2 new accounts wait for an admin to approve them before taking part.' })
    const pushed = await t.database.db.select({ payload: pushOutbox.payload }).from(pushOutbox).where(sql`${pushOutbox.payload}->>'title' = '2 accounts wait for approval'`)
    expect(pushed.map((p) => p.payload.url)).toEqual(['/Manage/User/Admin'])
  })
})
