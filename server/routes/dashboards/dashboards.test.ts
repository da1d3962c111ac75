import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser, type TestUser } from '../../test/accounts'
import { createSound, fundedArtist, get, makeCreator, post, videoLink } from '../../test/market'
import { openLink, visitor } from '../../test/clicks'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let artist: TestUser
let admin: TestUser
let creator: TestUser
let soundId: string
let otherArtist: TestUser
const today = new Date().toISOString().slice(0, 10)

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY_HOPS: '1' })
  admin = await makeUser(t, 'admin')
  artist = await fundedArtist(t, 50_000)
  otherArtist = await makeUser(t, 'artist')
  creator = await makeCreator(t)
  const sound = await createSound(t, artist, { pay_per_use: 10_000, slots: 3, pay_per_click: 100, click_budget: 1_000 })
  soundId = sound.id
  await createSound(t, artist, { pay_per_use: 5_000, slots: 1 })
  const [c2, c3] = [await makeCreator(t), await makeCreator(t)]
  const ids: string[] = []
  for (const c of [creator, c2, c3]) {
    await post(t, '/artist/add-hold-slot', c, { soundid: soundId })
    ids.push((await (await post(t, '/approval/use-sound', c, { soundid: soundId, video_url: videoLink() })).json()).approval.id)
  }
  await post(t, '/approval/by-artist', artist, { approval_id: ids[0], status: 'approved' })
  await post(t, '/approval/by-artist', artist, { approval_id: ids[1], status: 'rejected' })
  for (const ip of ['198.51.100.1', '198.51.101.1', '2001:db8::1']) await openLink(t.app, soundId, creator.id, visitor(ip))
})
afterAll(() => t.close())

describe('dashboards', () => {
  it('get-artist-dashboard: totals, per sound, and a daily series of 30 days', async () => {
    const res = await get(t, `/auth/get-artist-dashboard?user_id=${artist.id}`, artist)
    expect(res.status).toBe(200)
    const d = await res.json()
    expect(d.totals).toEqual({ activeCampaigns: 2, escrowRemaining: 26_000, spend: 10_000, uses: { approved: 1, pending: 1, rejected: 1 }, pendingAmount: 10_000, clicks: 3 })
    expect(d.campaigns.find((c: { id: string }) => c.id === soundId)).toMatchObject({ escrowed: 31_000, spend: 10_000, uses: { approved: 1, pending: 1, rejected: 1 }, pendingAmount: 10_000, clicks: 3 })
    expect(d.daily).toHaveLength(30)
    expect(d.daily.at(-1)).toEqual({ day: today, submitted: 3, approved: 1, spend: 10_000, clicks: 3 })
    expect(d.daily[0].submitted).toBe(0)
    expect((await get(t, `/auth/get-artist-dashboard?user_id=${artist.id}`, otherArtist)).status).toBe(403)
    expect((await get(t, `/auth/get-artist-dashboard?user_id=${artist.id}`, admin)).status).toBe(200)
  })

  it('get-dashboard-new: sign-ups by role, uses, payouts and fees, leaders and a daily series for the range', async () => {
    const d = await (await get(t, `/auth/get-dashboard-new?startdate=${today}&enddate=${today}`, admin)).json()
    expect(d.signups.byRole).toEqual({ admin: 1, artist: 2, musician: 0, tiktoker: 3, brand: 0 })
    expect(d.signups.total).toBe(6)
    expect(d).toMatchObject({ sounds: 2, requests: 0, uses: { submitted: 3, approved: 1, rejected: 1, pendingNow: 1 }, payouts: { gross: 10_000, fees: 1_000, net: 9_000 }, clicks: 3 })
    expect(d.topSounds).toEqual([expect.objectContaining({ id: soundId, uses: 1, spend: 10_000 })])
    expect(d.topCreators).toEqual([expect.objectContaining({ id: creator.id, uses: 1, earned: 9_000 })])
    expect(d.daily).toEqual([{ day: today, signups: 6, submitted: 3, approved: 1, payouts: 10_000, fees: 1_000, clicks: 3 }])
    expect(d.money).toMatchObject({ funded: 50_000, fees: 1_000, escrow: 26_000, available: 14_000, onHold: 9_000 })
    const past = await (await get(t, '/auth/get-dashboard-new?startdate=2020-01-01&enddate=2020-01-31', admin)).json()
    expect([past.uses.submitted, past.daily.length]).toEqual([0, 31])
  })

  it('the admin home carries marketplace counts and money totals', async () => {
    const d = await (await get(t, '/manage/user/agents/get-data-for-dashboard', admin)).json()
    expect(d.marketplace).toEqual({ activeSounds: 2, activeRequests: 0, heldSlots: 0, pendingApprovals: 1, approvedUses: 1 })
    expect(d.money.fees).toBe(1_000)
  })

  it('an account with a live sound or a pending use cannot be deleted (409), leaving everything as it was', async () => {
    const res = await post(t, '/auth/delete-user', admin, { uid: artist.id })
    expect(res.status).toBe(409)
    // The live sound's escrow is money the account still holds: the answer says where it is.
    const refused = await res.json()
    expect(refused.code).toBe('money_left')
    expect(refused.message).toMatch(/in escrow for live sounds or requests/)
    const leaving = await makeCreator(t)
    const other = await createSound(t, artist, { pay_per_use: 1_000, slots: 1 })
    await post(t, '/artist/add-hold-slot', leaving, { soundid: other.id })
    expect((await post(t, '/auth/delete-user', admin, { uid: leaving.id })).status).toBe(200)
    // Their held slot is free again.
    const view = (await (await get(t, `/artist/get-sound-by-id?soundid=${other.id}`, artist)).json()).sound
    expect(view.slots).toEqual({ total: 1, free: 1, held: 0, used: 0 })
  })
})
