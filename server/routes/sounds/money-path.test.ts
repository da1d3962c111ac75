import { eq, ne } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema/accounts'
import { campaigns } from '../../db/schema/marketplace'
import { campaignRow } from '../../domain/campaign-views'
import { marketConfig } from '../../domain/market-config'
import { runMarketJobs } from '../../domain/market-jobs'
import { makeUser } from '../../test/accounts'
import { balances, createSound, fundedArtist, get, makeCategory, makeCreator, platformFees, post, uploadFor, videoLink } from '../../test/market'
import { withFakePlatform, type FakePlatform } from '../../test/fake-video-platform'
import type { TestApp } from '../../test/test-app'
import { checkVideos, newHandle, tiktokVideo, verifyAccount } from '../../test/video-checks'
import { assertLedgerSound } from '../../wallet/test-harness'

let fake: FakePlatform
let t: TestApp
withFakePlatform((app, platform) => {
  t = app
  fake = platform
})

const hours = (h: number) => new Date(Date.now() + h * 3_600_000)
const typesFor = async (userId: string) => (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.type)

describe('the money path of a sound campaign (exact balances, fee 10%)', () => {
  it('fund → create (escrow) → hold → submit → approve: creator +pay−fee, platform +fee, escrow −pay', async () => {
    const artist = await fundedArtist(t, 100_000)
    const creator = await makeCreator(t)
    const feesBefore = await platformFees(t)
    const sound = await createSound(t, artist, { pay_per_use: 10_000, slots: 3 })
    expect(sound.budget).toMatchObject({ escrowed: 30_000, paid: 0, remaining: 30_000 })
    expect(await balances(t, artist.id)).toEqual({ available: 70_000, escrow: 30_000, pendingPayout: 0, onHold: 0 })

    const held = await post(t, '/artist/add-hold-slot', creator, { soundid: sound.id })
    expect(held.status).toBe(201)
    expect((await held.json()).hold).toMatchObject({ campaignId: sound.id, creatorId: creator.id, status: 'held' })
    const submitted = await post(t, '/approval/use-sound', creator, { soundid: sound.id, video_url: 'https://m.tiktok.com/@me/video/1111?is_from_webapp=1' })
    expect(submitted.status).toBe(201)
    const { approval } = await submitted.json()
    expect(approval).toMatchObject({ status: 'pending', amount: 10_000, videoUrl: 'https://tiktok.com/@me/video/1111', kind: 'video' })
    expect(await typesFor(artist.id)).toContain('use_submitted')

    const decided = await post(t, '/approval/by-artist', artist, { approval_id: approval.id, status: 'approved' })
    expect(decided.status).toBe(200)
    expect((await decided.json()).approval).toMatchObject({ status: 'approved', fee: 1_000, net: 9_000, autoApproved: false })
    expect(await balances(t, creator.id)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 9_000 })
    expect(await balances(t, artist.id)).toEqual({ available: 70_000, escrow: 20_000, pendingPayout: 0, onHold: 0 })
    expect((await platformFees(t)) - feesBefore).toBe(1_000)
    expect(await typesFor(creator.id)).toContain('use_approved')

    // Deciding again moves nothing.
    const again = await post(t, '/approval/by-artist', artist, { approval_id: approval.id, status: 'approved' })
    expect(again.status).toBe(409)
    expect((await again.json()).code).toBe('already_decided')
    expect(await balances(t, creator.id)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 9_000 })
    const view = (await (await get(t, `/artist/get-sound-by-id?soundid=${sound.id}`, artist)).json()).sound
    expect(view.slots).toEqual({ total: 3, free: 2, held: 0, used: 1 })
    expect(view.budget).toEqual({ escrowed: 30_000, paid: 10_000, pending: 0, refunded: 0, remaining: 20_000 })
    await assertLedgerSound(t.walletDb)
  })

  it('refuses a sound the wallet cannot fund (409 insufficient_funds) and creates nothing', async () => {
    const artist = await fundedArtist(t, 5_000)
    // In process the refusal rolls the campaign back; a wallet deployed apart answers after the
    // campaign was recorded, which then stays marked refused: never live, never listed.
    const notRefused = async () => (await t.database.db.select().from(campaigns).where(ne(campaigns.status, 'refused'))).length
    const before = await notRefused()
    const res = await post(t, '/artist/create-sound', artist, { title: 'Too big', category_id: (await makeCategory(t)).id, audio: await uploadFor(t, artist.id), pay_per_use: 10_000, slots: 3 })
    expect(res.status).toBe(409)
    expect((await res.json()).code).toBe('insufficient_funds')
    expect(await notRefused()).toBe(before)
    expect(JSON.stringify(await (await get(t, '/artist/get-all-sounds', artist)).json())).not.toContain('Too big')
    expect(await balances(t, artist.id)).toEqual({ available: 5_000, escrow: 0, pendingPayout: 0, onHold: 0 })
  })

  it('rejection frees the slot and leaves the escrow and the creator untouched', async () => {
    const artist = await fundedArtist(t, 5_000)
    const creator = await makeCreator(t)
    const sound = await createSound(t, artist, { pay_per_use: 5_000, slots: 1 })
    await post(t, '/artist/add-hold-slot', creator, { soundid: sound.id })
    const { approval } = await (await post(t, '/approval/use-sound', creator, { soundid: sound.id, video_url: videoLink() })).json()
    const other = await makeCreator(t)
    expect((await post(t, '/artist/add-hold-slot', other, { soundid: sound.id })).status).toBe(409)

    const res = await post(t, '/approval/by-artist', artist, { approval_id: approval.id, status: 'rejected', reason: 'Sound not audible' })
    expect((await res.json()).approval).toMatchObject({ status: 'rejected', reason: 'Sound not audible', fee: null, net: null })
    expect(await balances(t, artist.id)).toEqual({ available: 0, escrow: 5_000, pendingPayout: 0, onHold: 0 })
    expect(await balances(t, creator.id)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 0 })
    expect(await typesFor(creator.id)).toContain('use_rejected')
    const view = (await (await get(t, `/artist/get-sound-by-id?soundid=${sound.id}`, creator)).json()).sound
    expect(view.slots).toEqual({ total: 1, free: 1, held: 0, used: 0 })
    expect(view.myHold).toBeNull()
    expect((await post(t, '/artist/add-hold-slot', other, { soundid: sound.id })).status).toBe(201)
  })

  it('an expired hold frees its slot by itself (shown at once, recorded by the job), and cannot be submitted', async () => {
    const artist = await fundedArtist(t, 10_000)
    const creator = await makeCreator(t)
    const sound = await createSound(t, artist, { pay_per_use: 10_000, slots: 1, hold_hours: 2 })
    await post(t, '/artist/add-hold-slot', creator, { soundid: sound.id })
    // Past its expiry a hold no longer takes the slot, before any job has run.
    const later = await campaignRow(t.database.db, sound.id, creator.id, hours(3))
    expect([later?.held, later?.myHold?.expired]).toEqual([0, true])
    expect(await runMarketJobs(t.database.db, marketConfig(t.env, t.money), hours(1))).toEqual({ expired: 0, approved: 0 })
    const shown = (await (await get(t, `/artist/get-sound-by-id?soundid=${sound.id}`, creator)).json()).sound
    expect(shown.myHold.status).toBe('held')

    expect(await runMarketJobs(t.database.db, marketConfig(t.env, t.money), hours(3))).toEqual({ expired: 1, approved: 0 })
    expect(await typesFor(creator.id)).toContain('hold_expired')
    const view = (await (await get(t, `/artist/get-sound-by-id?soundid=${sound.id}`, creator)).json()).sound
    expect(view.slots).toEqual({ total: 1, free: 1, held: 0, used: 0 })
    const late = await post(t, '/approval/use-sound', creator, { soundid: sound.id, video_url: videoLink() })
    expect(late.status).toBe(409)
    expect((await late.json()).code).toBe('no_hold')
    expect(await balances(t, artist.id)).toEqual({ available: 0, escrow: 10_000, pendingPayout: 0, onHold: 0 })
    // The creator may hold again once their hold ran out.
    expect((await post(t, '/artist/add-hold-slot', creator, { soundid: sound.id })).status).toBe(201)
  })

  it('approves a verified video automatically after the window, once, even with two job runs at the same time', async () => {
    const artist = await fundedArtist(t, 20_000)
    const creator = await makeCreator(t)
    const handle = newHandle()
    await verifyAccount(t, creator.id, `https://www.tiktok.com/@${handle}`)
    const sound = await createSound(t, artist, { pay_per_use: 20_000, slots: 1 })
    await post(t, '/artist/add-hold-slot', creator, { soundid: sound.id })
    const { approval } = await (await post(t, '/approval/use-sound', creator, { soundid: sound.id, video_url: tiktokVideo(fake, handle) })).json()
    await checkVideos(t)
    const market = marketConfig(t.env, t.money)
    expect(market.autoApproveHours).toBe(72)
    expect((await runMarketJobs(t.database.db, market, hours(71))).approved).toBe(0)
    const feesBefore = await platformFees(t)
    const runs = await Promise.all([runMarketJobs(t.database.db, market, hours(73)), runMarketJobs(t.database.db, market, hours(73))])
    expect(runs.reduce((s, r) => s + r.approved, 0)).toBe(1)
    expect(await balances(t, creator.id)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 18_000 })
    expect(await balances(t, artist.id)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 0 })
    expect((await platformFees(t)) - feesBefore).toBe(2_000)
    const mine = (await (await get(t, `/approval/get-approvals?user_id=${creator.id}`, creator)).json()).approvals
    expect(mine).toEqual([expect.objectContaining({ id: approval.id, status: 'approved', autoApproved: true, net: 18_000, videoCheck: expect.objectContaining({ state: 'verified' }) })])
    expect((await runMarketJobs(t.database.db, market, hours(100))).approved).toBe(0)
    await assertLedgerSound(t.walletDb)
  })

  it('delete-sound: 409 while a use is pending; then releases holds and refunds exactly the unspent escrow', async () => {
    const artist = await fundedArtist(t, 30_000)
    const [a, b] = [await makeCreator(t), await makeCreator(t)]
    const sound = await createSound(t, artist, { pay_per_use: 10_000, slots: 3 })
    await post(t, '/artist/add-hold-slot', a, { soundid: sound.id })
    await post(t, '/artist/add-hold-slot', b, { soundid: sound.id })
    const { approval } = await (await post(t, '/approval/use-sound', a, { soundid: sound.id, video_url: videoLink() })).json()

    const refused = await post(t, '/artist/delete-sound', artist, { soundid: sound.id })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'uses_pending', message: expect.stringMatching(/1 use waits for a decision/) })
    expect(await balances(t, artist.id)).toEqual({ available: 0, escrow: 30_000, pendingPayout: 0, onHold: 0 })

    await post(t, '/approval/by-artist', artist, { approval_id: approval.id, status: 'approved' })
    const deleted = await post(t, '/artist/delete-sound', artist, { soundid: sound.id })
    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toMatchObject({ refunded: 20_000, released: 1, sound: { status: 'deleted', budget: { escrowed: 30_000, paid: 10_000, refunded: 20_000, remaining: 0 } } })
    expect(await balances(t, artist.id)).toEqual({ available: 20_000, escrow: 0, pendingPayout: 0, onHold: 0 })
    expect(await balances(t, a.id)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 9_000 })
    expect(await typesFor(b.id)).toContain('sound_deleted')
    expect((await get(t, `/artist/get-sound-by-id?soundid=${sound.id}`, b)).status).toBe(404)
    const all = (await (await get(t, '/artist/get-all-sounds', b)).json()).sounds.map((s: { id: string }) => s.id)
    expect(all).not.toContain(sound.id)
    expect((await post(t, '/artist/delete-sound', artist, { soundid: sound.id })).status).toBe(404)
    expect(await balances(t, artist.id)).toEqual({ available: 20_000, escrow: 0, pendingPayout: 0, onHold: 0 })
    await assertLedgerSound(t.walletDb)
  })

  it('only approved, follower-verified creators may hold (403 with a clear message)', async () => {
    const artist = await fundedArtist(t, 10_000)
    const sound = await createSound(t, artist, { pay_per_use: 10_000, slots: 1 })
    const unverified = await makeUser(t, 'tiktoker')
    const pending = await makeCreator(t, { approvalStatus: 'pending' })
    const r1 = await post(t, '/artist/add-hold-slot', unverified, { soundid: sound.id })
    expect(r1.status).toBe(403)
    expect(await r1.json()).toMatchObject({ code: 'followers_not_verified', message: expect.stringMatching(/Verify your followers/) })
    const r2 = await post(t, '/artist/add-hold-slot', pending, { soundid: sound.id })
    expect(r2.status).toBe(403)
    expect((await r2.json()).code).toBe('not_approved')
  })
})

