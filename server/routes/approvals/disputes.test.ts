import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema/accounts'
import { runPayoutReleases } from '../../domain/payout-holds'
import { videoCheckJob } from '../../domain/video-checks'
import { createVideoChecker } from '../../lib/video-checker'
import { checkLedger } from '../../wallet/domain/invariants'
import { makeUser } from '../../test/accounts'
import { market, newId } from '../../test/market-fixtures'
import { balances, post } from '../../test/market'
import { withFakePlatform, type FakePlatform } from '../../test/fake-video-platform'
import type { TestApp } from '../../test/test-app'
import { approvalOf, checkVideos, holdingSlot, submitVideo, tiktokVideo } from '../../test/video-checks'

// Reports (the owner, during the payout hold) and appeals (the creator, once, on a rejection), each
// decided by an admin; each rule tried the way someone would cheat it.

let fake: FakePlatform
let t: TestApp
withFakePlatform((app, platform) => {
  t = app
  fake = platform
})

const afterHold = () => new Date(Date.now() + 169 * 3_600_000)
const release = () => runPayoutReleases(t.database.db, videoCheckJob(t.env, createVideoChecker(t.env)), market(t), afterHold())
const admin = () => makeUser(t, 'admin')

async function decided(status: 'approved' | 'rejected') {
  const s = await holdingSlot(t)
  const { id } = await submitVideo(t, s.creator, s.sound.id, tiktokVideo(fake, s.handle))
  await checkVideos(t)
  expect((await post(t, '/approval/by-artist', s.artist, { approval_id: id, status, reason: status === 'rejected' ? 'The sound is too quiet' : undefined })).status).toBe(200)
  return { ...s, id }
}

const said = async (res: Response, status: number) => {
  const body = await res.json()
  expect(res.status, JSON.stringify(body)).toBe(status)
  return body
}
const typesOf = async (userId: string) => (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.type)

describe('a report on an approved video', () => {
  it('keeps the pay on hold past the hold’s end until an admin decides; refund returns it to the campaign', async () => {
    const { artist, creator, id } = await decided('approved')
    const body = await said(await post(t, '/approval/report', artist, { approval_id: id, reason: 'sound_not_audible', id: newId() }), 200)
    expect(body.approval.report).toMatchObject({ reason: 'sound_not_audible', decision: null, note: null })
    expect(await typesOf(creator.id)).toContain('use_reported')
    await release()
    expect((await approvalOf(t, creator, id)).payout).toMatchObject({ state: 'on_hold' })
    const escrow = (await balances(t, artist.id)).escrow
    const boss = await admin()
    const after = await said(await post(t, '/approval/decide-report', boss, { approval_id: id, decision: 'refund', note: 'The sound cannot be heard' }), 200)
    expect(after.approval).toMatchObject({ payout: { state: 'returned', outcome: 'report_refunded' }, report: { decision: 'refund', decisionNote: 'The sound cannot be heard' } })
    expect(await balances(t, creator.id)).toMatchObject({ onHold: 0, available: 0 })
    expect((await balances(t, artist.id)).escrow).toBe(escrow + 10_000)
    expect(await typesOf(artist.id)).toContain('report_decided')
    // Decided once.
    expect((await post(t, '/approval/decide-report', boss, { approval_id: id, decision: 'release' })).status).toBe(409)
  })

  it('release frees the pay for the creator at once', async () => {
    const { artist, creator, id } = await decided('approved')
    await said(await post(t, '/approval/report', artist, { approval_id: id, reason: 'other', note: 'Wrong dance' }), 200)
    await said(await post(t, '/approval/decide-report', await admin(), { approval_id: id, decision: 'release' }), 200)
    expect(await balances(t, creator.id)).toMatchObject({ onHold: 0, available: 9_000 })
    expect(await typesOf(creator.id)).toContain('payout_released')
  })

  it('is refused from anyone but the owner, twice, after the hold, for a pending video, and with no words for “other”', async () => {
    const { artist, creator, id } = await decided('approved')
    const stranger = await makeUser(t, 'artist')
    expect((await post(t, '/approval/report', stranger, { approval_id: id, reason: 'breaks_the_brief' })).status).toBe(403)
    expect((await post(t, '/approval/report', creator, { approval_id: id, reason: 'breaks_the_brief' })).status).toBe(403)
    expect((await said(await post(t, '/approval/report', artist, { approval_id: id, reason: 'other' }), 400)).message).toMatch(/note/)
    expect((await post(t, '/approval/report', artist, { approval_id: id, reason: 'nonsense' })).status).toBe(400)
    // Two reports at once: one is taken.
    const both = await Promise.all([0, 1].map(() => post(t, '/approval/report', artist, { approval_id: id, reason: 'video_removed' })))
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    // Only an admin decides.
    expect((await post(t, '/approval/decide-report', artist, { approval_id: id, decision: 'release' })).status).toBe(403)

    const late = await decided('approved')
    await release()
    expect((await said(await post(t, '/approval/report', late.artist, { approval_id: late.id, reason: 'video_removed' }), 409)).message).toMatch(/no longer on hold/)
    const pending = await holdingSlot(t)
    const { id: waiting } = await submitVideo(t, pending.creator, pending.sound.id, tiktokVideo(fake, pending.handle))
    expect((await post(t, '/approval/report', pending.artist, { approval_id: waiting, reason: 'video_removed' })).status).toBe(409)
  })

  it('a report and the release job racing: the pay ends one way only, and the ledger balances', async () => {
    const cases = await Promise.all([decided('approved'), decided('approved'), decided('approved')])
    await Promise.all([release(), ...cases.map((c) => post(t, '/approval/report', c.artist, { approval_id: c.id, reason: 'video_removed' }))])
    for (const c of cases) {
      const a = await approvalOf(t, c.creator, c.id)
      const b = await balances(t, c.creator.id)
      // Either released before the report (which was then refused), or held by it.
      if (a.payout.state === 'released') expect([a.report, b]).toEqual([null, expect.objectContaining({ available: 9_000, onHold: 0 })])
      else expect([a.payout.state, a.report?.reason, b.onHold]).toEqual(['on_hold', 'video_removed', 9_000])
    }
    expect(await checkLedger(t.walletDb)).toMatchObject({ unbalanced: [], negative: [], total: 0 })
  })
})

describe('an appeal of a rejection', () => {
  it('once, by the creator; an admin who pays it puts the pay on hold like any approval', async () => {
    const { artist, creator, id } = await decided('rejected')
    expect((await post(t, '/approval/appeal', artist, { approval_id: id, note: 'Mine' })).status).toBe(403)
    const other = await makeUser(t, 'tiktoker', { followerVerification: 'verified' })
    expect((await post(t, '/approval/appeal', other, { approval_id: id, note: 'Mine' })).status).toBe(403)
    expect((await post(t, '/approval/appeal', creator, { approval_id: id, note: '   ' })).status).toBe(400)
    const body = await said(await post(t, '/approval/appeal', creator, { approval_id: id, note: 'The sound is there from 0:05', id: newId() }), 200)
    expect(body.approval.appeal).toMatchObject({ note: 'The sound is there from 0:05', decision: null })
    expect(await typesOf(artist.id)).toContain('appeal_submitted')
    expect((await post(t, '/approval/appeal', creator, { approval_id: id, note: 'Again' })).status).toBe(409)
    expect((await post(t, '/approval/decide-appeal', artist, { approval_id: id, decision: 'pay' })).status).toBe(403)

    const boss = await admin()
    const paid = await said(await post(t, '/approval/decide-appeal', boss, { approval_id: id, decision: 'pay' }), 200)
    expect(paid.approval).toMatchObject({ status: 'approved', appeal: { decision: 'pay' }, payout: { state: 'on_hold' } })
    expect(await balances(t, creator.id)).toMatchObject({ onHold: 9_000, available: 0 })
    // Two admins at once: decided once, paid once.
    expect((await post(t, '/approval/decide-appeal', boss, { approval_id: id, decision: 'pay' })).status).toBe(409)
    expect(await balances(t, creator.id)).toMatchObject({ onHold: 9_000 })
  })

  it('kept: the rejection stands and the creator is told; an approved video cannot be appealed', async () => {
    const { creator, id } = await decided('rejected')
    await said(await post(t, '/approval/appeal', creator, { approval_id: id, note: 'Please look again' }), 200)
    const boss = await admin()
    const results = await Promise.all([0, 1].map(() => post(t, '/approval/decide-appeal', boss, { approval_id: id, decision: 'keep', note: 'No sound' })))
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await approvalOf(t, creator, id)).toMatchObject({ status: 'rejected', appeal: { decision: 'keep', decisionNote: 'No sound' } })
    expect(await typesOf(creator.id)).toContain('appeal_decided')
    expect(await balances(t, creator.id)).toMatchObject({ onHold: 0, available: 0 })

    const ok = await decided('approved')
    expect((await post(t, '/approval/appeal', ok.creator, { approval_id: ok.id, note: 'More' })).status).toBe(409)
  })
})
