import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema/accounts'
import { runPayoutReleases } from '../../domain/payout-holds'
import { videoCheckJob } from '../../domain/video-checks'
import { createVideoChecker } from '../../lib/video-checker'
import { checkLedger } from '../../wallet/domain/invariants'
import type { TestUser } from '../../test/accounts'
import { market } from '../../test/market-fixtures'
import { balances, get, platformFees, post } from '../../test/market'
import { withFakePlatform, type FakePlatform } from '../../test/fake-video-platform'
import type { TestApp } from '../../test/test-app'
import { approvalOf, checkVideos, holdingSlot, submitVideo, tiktokVideo } from '../../test/video-checks'

// The payout hold: an approved video's pay waits in the creator's on-hold balance for
// PAYOUT_HOLD_HOURS; then the video is looked up again (on a fake platform on loopback) and the
// money released, or returned to the campaign when the video is gone. The ledger balances after each.

let fake: FakePlatform
let t: TestApp
withFakePlatform((app, platform) => {
  t = app
  fake = platform
})

const HOLD_MS = 168 * 3_600_000
const afterHold = () => new Date(Date.now() + HOLD_MS + 60_000)
const release = (now = afterHold()) => runPayoutReleases(t.database.db, videoCheckJob(t.env, createVideoChecker(t.env)), market(t), now)

/** A verified video by its creator, approved by the artist: ₦100 gross, ₦90 to the creator, ₦10 fee. */
async function approvedVideo() {
  const s = await holdingSlot(t)
  const link = tiktokVideo(fake, s.handle)
  const { id } = await submitVideo(t, s.creator, s.sound.id, link)
  await checkVideos(t)
  const res = await post(t, '/approval/by-artist', s.artist, { approval_id: id, status: 'approved' })
  expect(res.status).toBe(200)
  return { ...s, id, link, key: `tiktok:${link.split('/').at(-1)}` }
}

const remaining = async (artist: TestUser, soundId: string) => {
  const { sound } = await (await get(t, `/artist/get-sound-by-id?soundid=${soundId}`, artist)).json()
  return sound.budget.remaining as number
}
const noticesOf = async (userId: string) => (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.type)
async function ledgerSound() {
  expect(await checkLedger(t.walletDb)).toMatchObject({ unbalanced: [], cacheMismatch: [], negative: [], total: 0 })
}

describe('the payout hold', () => {
  it('an approved video pays into the creator’s on-hold balance, which is not theirs to withdraw yet', async () => {
    const { creator, id } = await approvedVideo()
    expect(await balances(t, creator.id)).toMatchObject({ available: 0, onHold: 9_000 })
    const approval = await approvalOf(t, creator, id)
    expect(approval.payout).toMatchObject({ state: 'on_hold', outcome: null, settledAt: null })
    expect(Math.abs(Date.parse(approval.payout.releaseAt) - Date.now() - HOLD_MS)).toBeLessThan(60_000)
    const [notice] = (await t.database.db.select().from(notifications).where(eq(notifications.userId, creator.id))).filter((n) => n.type === 'use_approved')
    expect(notice!.message).toMatch(/₦90\.00 is on hold until .+, then yours to withdraw if the video is still up/)
    // Withdrawing it is refused: it is not available.
    const wallet = await (await post(t, `/auth/get-user-wallet?user_id=${creator.id}`, creator, {})).json()
    expect(wallet).toMatchObject({ onHold: 9_000, available: 0 })
    // Before the hold ends the job leaves it alone.
    await release(new Date(Date.now() + HOLD_MS - 60_000))
    expect((await approvalOf(t, creator, id)).payout).toMatchObject({ state: 'on_hold' })
    await ledgerSound()
  })

  it('released when the hold ends and the video is still up; once, however often the job runs', async () => {
    const { creator, id } = await approvedVideo()
    expect((await release()).released).toBeGreaterThanOrEqual(1)
    expect(await balances(t, creator.id)).toMatchObject({ available: 9_000, onHold: 0 })
    expect((await approvalOf(t, creator, id)).payout).toMatchObject({ state: 'released', outcome: 'still_up', settledAt: expect.any(String) })
    expect(await noticesOf(creator.id)).toContain('payout_released')
    await release()
    expect(await balances(t, creator.id)).toMatchObject({ available: 9_000, onHold: 0 })
    await ledgerSound()
  })

  it('returned to the campaign’s escrow, fee included, when the video was taken down; both sides are told and the slot is free', async () => {
    const { artist, creator, sound, id, key } = await approvedVideo()
    const before = { remaining: await remaining(artist, sound.id), fees: await platformFees(t), artist: await balances(t, artist.id) }
    fake.add(key, { status: 404 })
    expect((await release()).returned).toBe(1)
    expect(await balances(t, creator.id)).toMatchObject({ available: 0, onHold: 0 })
    expect(await balances(t, artist.id)).toMatchObject({ available: before.artist.available, escrow: before.artist.escrow + 10_000 })
    expect(await platformFees(t)).toBe(before.fees - 1_000)
    expect(await remaining(artist, sound.id)).toBe(before.remaining + 10_000)
    expect((await approvalOf(t, creator, id)).payout).toMatchObject({ state: 'returned', outcome: 'removed' })
    expect(await noticesOf(creator.id)).toContain('payout_returned')
    expect(await noticesOf(artist.id)).toContain('payout_returned')
    const { sound: after } = await (await get(t, `/artist/get-sound-by-id?soundid=${sound.id}`, artist)).json()
    expect(after.slots).toMatchObject({ used: 0 })
    await ledgerSound()
  })

  it('returned to the owner’s wallet when the campaign ended meanwhile', async () => {
    const { artist, creator, sound, key } = await approvedVideo()
    expect((await post(t, '/artist/delete-sound', artist, { soundid: sound.id })).status).toBe(200)
    const before = await balances(t, artist.id)
    fake.add(key, { status: 404 })
    expect((await release()).returned).toBe(1)
    expect(await balances(t, artist.id)).toMatchObject({ available: before.available + 10_000, escrow: before.escrow })
    expect(await balances(t, creator.id)).toMatchObject({ onHold: 0, available: 0 })
    await ledgerSound()
  })

  it('a platform that does not answer at release time does not cost the creator: released after the second try', async () => {
    const { creator, id, key } = await approvedVideo()
    fake.add(key, { author: 'x', delayMs: 4_000 })
    expect((await release()).retrying).toBe(1)
    expect((await approvalOf(t, creator, id)).payout).toMatchObject({ state: 'on_hold' })
    expect((await release()).retrying).toBe(0)
    expect((await approvalOf(t, creator, id)).payout).toMatchObject({ state: 'released', outcome: 'unreachable' })
    expect(await balances(t, creator.id)).toMatchObject({ available: 9_000, onHold: 0 })
  })

  it('two job runs at once (two server processes) settle each hold once', async () => {
    const held = await Promise.all([approvedVideo(), approvedVideo(), approvedVideo()])
    fake.add(held[0]!.key, { status: 404 })
    const runs = await Promise.all([release(), release(), release()])
    expect(runs.reduce((n, r) => n + r.returned, 0)).toBe(1)
    expect(await balances(t, held[0]!.creator.id)).toMatchObject({ available: 0, onHold: 0 })
    for (const h of held.slice(1)) expect(await balances(t, h.creator.id)).toMatchObject({ available: 9_000, onHold: 0 })
    await ledgerSound()
  })
})
