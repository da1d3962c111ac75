import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../../test/accounts'
import { balances, fundWallet, get, makeCreator, platformFees, post, videoLink } from '../../test/market'
import { createTestApp, type TestApp } from '../../test/test-app'
import { assertLedgerSound } from '../../wallet/test-harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('brand requests', () => {
  it('escrow on create; a creator holds and submits; the brand approves and the creator is paid; withdrawing refunds the rest', async () => {
    const brand = await makeUser(t, 'brand')
    await fundWallet(t, brand.id, 20_000)
    const created = await post(t, '/brand/create-request', brand, {
      type: 'duet',
      brief: 'Duet our new sneaker ad with your best dance move',
      duet_video_url: 'https://www.tiktok.com/@brand/video/900',
      slots: 2,
      pay_per_video: 8_000,
    })
    expect(created.status).toBe(201)
    const { request } = await created.json()
    expect(request).toMatchObject({ type: 'duet', payPerVideo: 8_000, slots: { total: 2, free: 2 }, budget: { escrowed: 16_000 }, title: 'Duet our new sneaker ad with your best dance move' })
    expect(await balances(t, brand.id)).toEqual({ available: 4_000, escrow: 16_000, pendingPayout: 0, onHold: 0 })

    const creator = await makeCreator(t)
    const page = await (await get(t, '/brand/get-all-requests-with-locking?page=1', creator)).json()
    expect(page.requests.map((r: { id: string }) => r.id)).toContain(request.id)
    expect(page.requests[0].budget).toBeNull()
    expect((await post(t, '/brand/hold-request-slot', creator, { request_id: request.id })).status).toBe(201)
    const submitted = await post(t, '/brand/submit-request-video', creator, { request_id: request.id, video_url: videoLink() })
    expect(submitted.status).toBe(201)
    const { approval } = await submitted.json()

    const verifications = await (await get(t, `/approval/get-approvals-by-id?artist_id=${brand.id}&role=brand&status=pending`, brand)).json()
    expect(verifications.approvals.map((a: { id: string }) => a.id)).toEqual([approval.id])
    const feesBefore = await platformFees(t)
    const decided = await post(t, '/approval/by-artist', brand, { approval_id: approval.id, status: 'approved' })
    expect(await decided.json()).toMatchObject({ approval: { status: 'approved', net: 7_200 }, campaignRemaining: 8_000 })
    expect(await balances(t, creator.id)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 7_200 })
    expect(await balances(t, brand.id)).toEqual({ available: 4_000, escrow: 8_000, pendingPayout: 0, onHold: 0 })
    expect((await platformFees(t)) - feesBefore).toBe(800)

    const mine = await (await get(t, '/brand/get-brand-requests?type=duet', brand)).json()
    expect(mine.requests[0]).toMatchObject({ id: request.id, slots: { used: 1, free: 1 }, budget: { paid: 8_000, remaining: 8_000 } })
    const withdrawn = await post(t, '/brand/delete-request', brand, { request_id: request.id })
    expect(await withdrawn.json()).toMatchObject({ refunded: 8_000, request: { status: 'deleted' } })
    expect(await balances(t, brand.id)).toEqual({ available: 12_000, escrow: 0, pendingPayout: 0, onHold: 0 })
    await assertLedgerSound(t.walletDb)
  })

  it('validates the request by type and refuses other brands and roles', async () => {
    const brand = await makeUser(t, 'brand')
    await fundWallet(t, brand.id, 5_000)
    const bad = [
      { type: 'duet', brief: 'x', slots: 1, pay_per_video: 100 },
      { type: 'script', brief: 'x', slots: 1, pay_per_video: 100 },
      { type: 'script', brief: 'x', script: 'Say hi', slots: 0, pay_per_video: 100 },
      { type: 'video', brief: 'x', slots: 1, pay_per_video: 100 },
      { type: 'duet', brief: 'x', duet_video_url: 'http://tiktok.com/@a/video/1', slots: 1, pay_per_video: 100 },
    ]
    for (const body of bad) expect((await post(t, '/brand/create-request', brand, body)).status, JSON.stringify(body)).toBe(400)
    const other = await makeUser(t, 'brand')
    expect((await post(t, '/brand/create-request', other, { brand_id: brand.id, type: 'script', brief: 'x', script: 'Hi', slots: 1, pay_per_video: 100 })).status).toBe(403)
    expect((await post(t, '/brand/create-request', await makeUser(t, 'artist'), { type: 'script', brief: 'x', script: 'Hi', slots: 1, pay_per_video: 100 })).status).toBe(403)
    expect((await get(t, `/brand/get-brand-requests?brand_id=${brand.id}`, other)).status).toBe(403)
    expect(await balances(t, brand.id)).toEqual({ available: 5_000, escrow: 0, pendingPayout: 0, onHold: 0 })
  })
})
