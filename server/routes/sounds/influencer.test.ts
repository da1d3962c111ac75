import { describe, expect, it } from 'vitest'
import { balances, createSound, fundedArtist, get, makeCreator, makeInfluencer, platformFees, post, videoLink } from '../../test/market'
import { withFakePlatform, type FakePlatform } from '../../test/fake-video-platform'
import type { TestApp } from '../../test/test-app'
import { checkVideos, newHandle, tiktokVideo, verifyAccount } from '../../test/video-checks'

let fake: FakePlatform
let t: TestApp
withFakePlatform((app, platform) => {
  t = app
  fake = platform
})

describe('influencer ("spam") sounds', () => {
  it('are open only to influencers; a slot carries several links, each paid once approved', async () => {
    const artist = await fundedArtist(t, 20_000)
    const sound = await createSound(t, artist, { kind: 'influencer', pay_per_use: 5_000, slots: 2, links_per_slot: 2 })
    expect(await balances(t, artist.id)).toEqual({ available: 0, escrow: 20_000, pendingPayout: 0, onHold: 0 })
    const plain = await makeCreator(t)
    const influencer = await makeInfluencer(t)

    const refused = await post(t, '/artist/hold-spam-sounds-slots', plain, { soundid: sound.id })
    expect(refused.status).toBe(403)
    expect((await refused.json()).code).toBe('not_influencer')
    expect((await get(t, '/artist/get-spam-sounds', plain)).status).toBe(403)
    const wrong = await post(t, '/artist/add-hold-slot', influencer, { soundid: sound.id })
    expect(wrong.status).toBe(409)
    expect((await wrong.json()).code).toBe('wrong_endpoint')

    expect((await post(t, '/artist/hold-spam-sounds-slots', influencer, { soundid: sound.id })).status).toBe(201)
    const listed = await (await get(t, '/artist/get-spam-sounds?page=1&curpage=1', influencer)).json()
    expect(listed).toMatchObject({ total: 1, page: 1, perPage: 12 })
    expect(listed.sounds[0]).toMatchObject({ id: sound.id, linksPerSlot: 2, slots: { total: 2, free: 1, held: 1, used: 0 }, myHold: { status: 'held' } })

    const handle = newHandle()
    await verifyAccount(t, influencer.id, `https://www.tiktok.com/@${handle}`)
    const [l1, l2, l3] = [tiktokVideo(fake, handle), tiktokVideo(fake, handle), videoLink()]
    const submitted = await post(t, '/artist/submit-spam-sounds-links', influencer, { soundid: sound.id, links: [l1, l2] })
    expect(submitted.status).toBe(201)
    expect((await submitted.json()).approvals).toHaveLength(2)
    const over = await post(t, '/artist/submit-spam-sounds-links', influencer, { soundid: sound.id, links: [l3] })
    expect(over.status).toBe(409)
    expect((await over.json()).code).toBe('link_limit')
    await checkVideos(t)

    const feesBefore = await platformFees(t)
    const all = await post(t, '/approval/by-artist-approve-all', artist, { soundid: sound.id })
    expect((await all.json()).approvals.map((a: { status: string; net: number }) => [a.status, a.net])).toEqual([
      ['approved', 4_500],
      ['approved', 4_500],
    ])
    expect(await balances(t, influencer.id)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 9_000 })
    expect(await balances(t, artist.id)).toEqual({ available: 0, escrow: 10_000, pendingPayout: 0, onHold: 0 })
    expect((await platformFees(t)) - feesBefore).toBe(1_000)
    const slots = await (await get(t, `/artist/get-spam-sounds-slots?soundid=${sound.id}`, influencer)).json()
    expect(slots.sound.slots).toEqual({ total: 2, free: 1, held: 0, used: 1 })
    expect(slots.myApprovals.map((a: { videoUrl: string }) => a.videoUrl).sort()).toEqual([l1, l2].map((l) => l.replace('www.', '')).sort())
  })

  it('rejecting one of two links keeps the slot; rejecting the last frees it', async () => {
    const artist = await fundedArtist(t, 10_000)
    const sound = await createSound(t, artist, { kind: 'influencer', pay_per_use: 5_000, slots: 1, links_per_slot: 2 })
    const influencer = await makeInfluencer(t)
    await post(t, '/artist/hold-spam-sounds-slots', influencer, { soundid: sound.id })
    const { approvals } = await (await post(t, '/artist/submit-spam-sounds-links', influencer, { soundid: sound.id, links: [videoLink(), videoLink()] })).json()
    await post(t, '/approval/by-artist', artist, { approval_id: approvals[0].id, status: 'rejected' })
    const after1 = await (await get(t, `/artist/get-sound-by-id?soundid=${sound.id}`, artist)).json()
    expect(after1.sound.slots).toMatchObject({ free: 0, used: 1 })
    await post(t, '/approval/by-artist', artist, { approval_id: approvals[1].id, status: 'rejected' })
    const after2 = await (await get(t, `/artist/get-sound-by-id?soundid=${sound.id}`, artist)).json()
    expect(after2.sound.slots).toMatchObject({ free: 1, used: 0 })
    expect(await balances(t, artist.id)).toEqual({ available: 0, escrow: 10_000, pendingPayout: 0, onHold: 0 })
  })
})
