import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addClick } from '../../domain/clicks'
import { makeUser } from '../../test/accounts'
import { balances, createSound, fundedArtist, makeCreator, platformFees, post, videoLink } from '../../test/market'
import { addClickVia, openLink, visitor, type Visitor } from '../../test/clicks'
import { createTestApp, type TestApp } from '../../test/test-app'
import { assertLedgerSound } from '../../wallet/test-harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY_HOPS: '1' })
})
afterAll(() => t.close())

let net = 0
/** A click through the tracking link and add-click, as the app's page makes it, from its own network. */
const click = (soundid: string, creatorId: string, v: Visitor = visitor(`203.0.${(net += 1)}.7`)) => addClickVia(t.app, soundid, creatorId, v)

describe('clicks', () => {
  it('counts once per visitor per day and pays accrued clicks at pay_per_click from escrow, within the click budget', async () => {
    const artist = await fundedArtist(t, 12_000)
    const creator = await makeCreator(t)
    const sound = await createSound(t, artist, { pay_per_use: 10_000, slots: 1, pay_per_click: 500, click_budget: 2_000, video_links: [videoLink()] })
    expect(await balances(t, artist.id)).toEqual({ available: 0, escrow: 12_000, pendingPayout: 0, onHold: 0 })
    // No tracking link before the creator holds the sound.
    expect((await click(sound.id, creator.id)).status).toBe(404)
    await post(t, '/artist/add-hold-slot', creator, { soundid: sound.id })

    const first = visitor('198.51.100.10')
    expect(await (await click(sound.id, creator.id, first)).json()).toMatchObject({ counted: true })
    expect(await (await click(sound.id, creator.id, first)).json()).toMatchObject({ counted: false })
    for (let i = 2; i <= 5; i++) expect((await (await click(sound.id, creator.id)).json()).counted).toBe(true)
    // A browser opening the link itself: two redirects, then the sound's reference video.
    const opened = await openLink(t.app, sound.id, creator.id, visitor('192.0.2.44'))
    expect([opened.first.status, opened.res.status]).toEqual([302, 302])
    expect(opened.location).toMatch(/^https:\/\/(www\.)?tiktok\.com\//)
    // The same visitor counts again on another day.
    const again = { campaignId: sound.id, creatorId: creator.id, visitor: 'test-visitor', network: 'test-network', perNetworkPerDay: 3 }
    expect(await addClick(t.database.db, again)).toMatchObject({ counted: true })
    expect(await addClick(t.database.db, again)).toMatchObject({ counted: false })
    expect(await addClick(t.database.db, { ...again, now: new Date(Date.now() + 86_400_000) })).toMatchObject({ counted: true })

    // 8 clicks accrued; the 2,000 click budget pays 4 of them at 500.
    const checked = await post(t, '/approval/check-clicks-pending-requests', creator, {})
    expect(checked.status).toBe(200)
    const { approvals } = await checked.json()
    expect(approvals).toEqual([expect.objectContaining({ kind: 'clicks', clickCount: 4, amount: 2_000, status: 'pending', creatorId: creator.id })])
    expect((await (await post(t, '/approval/check-clicks-pending-requests', creator, {})).json()).approvals).toEqual([])

    const feesBefore = await platformFees(t)
    const approved = await post(t, '/approval/by-artist', artist, { approval_id: approvals[0].id, status: 'approved' })
    expect((await approved.json()).approval).toMatchObject({ status: 'approved', fee: 200, net: 1_800 })
    expect(await balances(t, creator.id)).toEqual({ available: 1_800, escrow: 0, pendingPayout: 0, onHold: 0 })
    expect(await balances(t, artist.id)).toEqual({ available: 0, escrow: 10_000, pendingPayout: 0, onHold: 0 })
    expect((await platformFees(t)) - feesBefore).toBe(200)
    // The click budget is spent: the remaining clicks stay unpaid, the slot money is untouched.
    expect((await (await post(t, '/approval/check-clicks-pending-requests', artist, { soundid: sound.id })).json()).approvals).toEqual([])
    await assertLedgerSound(t.walletDb)
  })

  it('refuses clicks on sounds that do not pay for them (409) and unknown sounds (404)', async () => {
    const artist = await fundedArtist(t, 10_000)
    const creator = await makeCreator(t)
    const sound = await createSound(t, artist, { pay_per_use: 10_000, slots: 1 })
    await post(t, '/artist/add-hold-slot', creator, { soundid: sound.id })
    const res = await click(sound.id, creator.id)
    expect(res.status).toBe(409)
    expect((await res.json()).code).toBe('clicks_not_tracked')
    expect((await click(crypto.randomUUID(), creator.id)).status).toBe(404)
    expect((await post(t, '/artist/add-click', null, { soundid: 'nope', creator_id: creator.id, token: 'x' })).status).toBe(400)
    // A tracking link of a sound that does not pay for clicks still shows a page, not an error.
    const opened = await openLink(t.app, crypto.randomUUID(), creator.id, visitor('192.0.2.45'))
    expect(opened.res.status).toBe(404)
    expect(await opened.res.text()).toMatch(/This link is not active/)
  })

  it('tracks video-editing-app sounds for any approved creator, without slots', async () => {
    const artist = await fundedArtist(t, 1_000)
    const creator = await makeUser(t, 'tiktoker')
    const sound = await createSound(t, artist, { kind: 'video_app', template_link: 'https://www.capcut.com/t/Zs8abc/', pay_per_click: 100, click_budget: 1_000, pay_per_use: undefined, slots: undefined })
    expect(sound.slots.total).toBe(0)
    // The visitor is sent to the sound's template, whatever the link says.
    expect(await (await click(sound.id, creator.id)).json()).toEqual({ counted: true, destination: expect.stringMatching(/^https:\/\/www\.capcut\.com\/t\/Zs8abc/) })
    const hold = await post(t, '/artist/add-hold-slot', await makeCreator(t), { soundid: sound.id })
    expect(hold.status).toBe(409)
    expect((await hold.json()).code).toBe('no_slots')
    const { approvals } = await (await post(t, '/approval/check-clicks-pending-requests', creator, {})).json()
    expect(approvals).toEqual([expect.objectContaining({ clickCount: 1, amount: 100 })])
  })
})
