import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addClick } from '../../domain/clicks'
import { makeUser } from '../../test/accounts'
import { balances, createSound, fundedArtist, makeCreator, platformFees, post } from '../../test/market'
import { createTestApp, type TestApp } from '../../test/test-app'
import { assertLedgerSound } from '../../wallet/test-harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const click = (soundid: string, creatorId: string, agent: string) => post(t, '/artist/add-click', null, { soundid, creator_id: creatorId }, { 'user-agent': agent })

describe('clicks', () => {
  it('counts once per visitor per day and pays accrued clicks at pay_per_click from escrow, within the click budget', async () => {
    const artist = await fundedArtist(t, 12_000)
    const creator = await makeCreator(t)
    const sound = await createSound(t, artist, { pay_per_use: 10_000, slots: 1, pay_per_click: 500, click_budget: 2_000 })
    expect(await balances(t, artist.id)).toEqual({ available: 0, escrow: 12_000, pendingPayout: 0 })
    // No tracking link before the creator holds the sound.
    expect((await click(sound.id, creator.id, 'ua-0')).status).toBe(404)
    await post(t, '/artist/add-hold-slot', creator, { soundid: sound.id })

    expect(await (await click(sound.id, creator.id, 'ua-1')).json()).toMatchObject({ counted: true })
    expect(await (await click(sound.id, creator.id, 'ua-1')).json()).toMatchObject({ counted: false })
    for (const agent of ['ua-2', 'ua-3', 'ua-4', 'ua-5']) expect((await (await click(sound.id, creator.id, agent)).json()).counted).toBe(true)
    // The same visitor counts again on another day.
    const visitor = 'test-visitor'
    expect(await addClick(t.database.db, { campaignId: sound.id, creatorId: creator.id, visitor })).toMatchObject({ counted: true })
    expect(await addClick(t.database.db, { campaignId: sound.id, creatorId: creator.id, visitor })).toMatchObject({ counted: false })
    expect(await addClick(t.database.db, { campaignId: sound.id, creatorId: creator.id, visitor, now: new Date(Date.now() + 86_400_000) })).toMatchObject({ counted: true })

    // 7 clicks accrued; the 2,000 click budget pays 4 of them at 500.
    const checked = await post(t, '/approval/check-clicks-pending-requests', creator, {})
    expect(checked.status).toBe(200)
    const { approvals } = await checked.json()
    expect(approvals).toEqual([expect.objectContaining({ kind: 'clicks', clickCount: 4, amount: 2_000, status: 'pending', creatorId: creator.id })])
    expect((await (await post(t, '/approval/check-clicks-pending-requests', creator, {})).json()).approvals).toEqual([])

    const feesBefore = await platformFees(t)
    const approved = await post(t, '/approval/by-artist', artist, { approval_id: approvals[0].id, status: 'approved' })
    expect((await approved.json()).approval).toMatchObject({ status: 'approved', fee: 200, net: 1_800 })
    expect(await balances(t, creator.id)).toEqual({ available: 1_800, escrow: 0, pendingPayout: 0 })
    expect(await balances(t, artist.id)).toEqual({ available: 0, escrow: 10_000, pendingPayout: 0 })
    expect((await platformFees(t)) - feesBefore).toBe(200)
    // The click budget is spent: the remaining clicks stay unpaid, the slot money is untouched.
    expect((await (await post(t, '/approval/check-clicks-pending-requests', artist, { soundid: sound.id })).json()).approvals).toEqual([])
    await assertLedgerSound(t.database.db)
  })

  it('refuses clicks on sounds that do not pay for them (409) and unknown sounds (404)', async () => {
    const artist = await fundedArtist(t, 10_000)
    const creator = await makeCreator(t)
    const sound = await createSound(t, artist, { pay_per_use: 10_000, slots: 1 })
    await post(t, '/artist/add-hold-slot', creator, { soundid: sound.id })
    const res = await click(sound.id, creator.id, 'ua')
    expect(res.status).toBe(409)
    expect((await res.json()).code).toBe('clicks_not_tracked')
    expect((await click(crypto.randomUUID(), creator.id, 'ua')).status).toBe(404)
    expect((await post(t, '/artist/add-click', null, { soundid: 'nope', creator_id: creator.id })).status).toBe(400)
  })

  it('tracks video-editing-app sounds for any approved creator, without slots', async () => {
    const artist = await fundedArtist(t, 1_000)
    const creator = await makeUser(t, 'tiktoker')
    const sound = await createSound(t, artist, { kind: 'video_app', template_link: 'https://www.capcut.com/t/Zs8abc/', pay_per_click: 100, click_budget: 1_000, pay_per_use: undefined, slots: undefined })
    expect(sound.slots.total).toBe(0)
    // The visitor is sent to the sound's template, whatever the link says.
    expect(await (await click(sound.id, creator.id, 'ua-x')).json()).toEqual({ counted: true, destination: expect.stringMatching(/^https:\/\/www\.capcut\.com\/t\/Zs8abc/) })
    const hold = await post(t, '/artist/add-hold-slot', await makeCreator(t), { soundid: sound.id })
    expect(hold.status).toBe(409)
    expect((await hold.json()).code).toBe('no_slots')
    const { approvals } = await (await post(t, '/approval/check-clicks-pending-requests', creator, {})).json()
    expect(approvals).toEqual([expect.objectContaining({ clickCount: 1, amount: 100 })])
  })
})
