import { describe, expect, it } from 'vitest'
import { marketConfig } from '../../domain/market-config'
import { runMarketJobs } from '../../domain/market-jobs'
import { makeUser } from '../../test/accounts'
import { balances, createSound, fundedArtist, get, makeCreator, post } from '../../test/market'
import { withFakePlatform, type FakePlatform } from '../../test/fake-video-platform'
import type { TestApp } from '../../test/test-app'
import { checkVideos, newHandle, tiktokIdAt, tiktokVideo, verifyAccount } from '../../test/video-checks'
import { assertLedgerSound } from '../../wallet/test-harness'

// Who is paid without a person looking: only videos whose check found them verified. Everything
// else waits for the owner or an admin, who may still approve it by hand; approve-all leaves
// videos being checked or found wrong for a decision of their own.

let fake: FakePlatform
let t: TestApp
withFakePlatform((app, platform) => {
  t = app
  fake = platform
})

const hours = (h: number) => new Date(Date.now() + h * 3_600_000)
type Case = 'verified' | 'not_found' | 'other_author' | 'posted_before_hold' | 'unverifiable' | 'checking'

/** One sound with a video in every check state, each by its own creator (checked by one run of the job, except the last). */
async function everyState() {
  const artist = await fundedArtist(t, 60_000)
  const sound = await createSound(t, artist, { pay_per_use: 10_000, slots: 6 })
  const ids = {} as Record<Case, string>
  const creators = {} as Record<Case, Awaited<ReturnType<typeof makeCreator>>>
  const submit = async (c: Case, link: (handle: string) => string, verified = true) => {
    const handle = newHandle()
    const creator = await makeCreator(t)
    if (verified) await verifyAccount(t, creator.id, `https://www.tiktok.com/@${handle}`)
    expect((await post(t, '/artist/add-hold-slot', creator, { soundid: sound.id })).status).toBe(201)
    const res = await post(t, '/approval/use-sound', creator, { soundid: sound.id, video_url: link(handle) })
    expect(res.status).toBe(201)
    ids[c] = (await res.json()).approval.id
    creators[c] = creator
  }
  await submit('verified', (h) => tiktokVideo(fake, h))
  await submit('not_found', (h) => `https://www.tiktok.com/@${h}/video/${tiktokIdAt(hours(1))}`)
  await submit('other_author', (h) => tiktokVideo(fake, 'not.me', { linkAuthor: h }))
  await submit('posted_before_hold', (h) => tiktokVideo(fake, h, { at: hours(-24 * 30) }))
  await submit('unverifiable', (h) => tiktokVideo(fake, h), false)
  await checkVideos(t)
  await submit('checking', (h) => tiktokVideo(fake, h))
  const shown = (await (await get(t, `/approval/get-approvals-by-id?artist_id=${artist.id}&role=artist`, artist)).json()).approvals as { id: string; status: string; autoApproved: boolean; videoCheck: { state: string } }[]
  for (const [c, id] of Object.entries(ids)) expect(shown.find((a) => a.id === id)?.videoCheck.state).toBe(c)
  const statusOf = async () => {
    const now = (await (await get(t, `/approval/get-approvals-by-id?artist_id=${artist.id}&role=artist`, artist)).json()).approvals as typeof shown
    return Object.fromEntries(Object.entries(ids).map(([c, id]) => [c, now.find((a) => a.id === id)?.status]))
  }
  return { artist, sound, ids, creators, statusOf }
}

describe('auto-approval after USE_AUTO_APPROVE_HOURS', () => {
  it('approves and pays only the verified video; the rest wait for a person however long', async () => {
    const { ids, creators, statusOf } = await everyState()
    const market = marketConfig(t.env, t.money)
    expect((await runMarketJobs(t.database.db, market, hours(73))).approved).toBe(1)
    expect((await runMarketJobs(t.database.db, market, hours(24 * 60))).approved).toBe(0)
    expect(await statusOf()).toEqual({ verified: 'approved', not_found: 'pending', other_author: 'pending', posted_before_hold: 'pending', unverifiable: 'pending', checking: 'pending' })
    expect(await balances(t, creators.verified.id)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 9_000 })
    for (const c of ['not_found', 'other_author', 'posted_before_hold', 'unverifiable'] as const) expect((await balances(t, creators[c].id)).available).toBe(0)
    const paid = (await (await get(t, `/approval/get-approvals?user_id=${creators.verified.id}`, creators.verified)).json()).approvals
    expect(paid).toEqual([expect.objectContaining({ id: ids.verified, autoApproved: true, videoCheck: expect.objectContaining({ state: 'verified' }) })])

    // The one still being checked is paid once it is verified and due.
    await checkVideos(t)
    expect((await runMarketJobs(t.database.db, market, hours(73))).approved).toBe(1)
    expect((await statusOf()).checking).toBe('approved')
    await assertLedgerSound(t.walletDb)
  })

  it('a person may still approve any of them by hand, the owner or an admin, with the evidence in the answer', async () => {
    const { artist, ids, creators } = await everyState()
    const byOwner = await post(t, '/approval/by-artist', artist, { approval_id: ids.not_found, status: 'approved' })
    expect(byOwner.status).toBe(200)
    expect((await byOwner.json()).approval).toMatchObject({ status: 'approved', autoApproved: false, videoCheck: { state: 'not_found' } })
    const admin = await makeUser(t, 'admin')
    const byAdmin = await post(t, '/approval/by-admin', admin, { approval_id: ids.other_author, status: 'approved' })
    expect((await byAdmin.json()).approval).toMatchObject({ status: 'approved', videoCheck: { state: 'other_author', author: '@not.me' } })
    expect((await balances(t, creators.other_author.id)).onHold).toBe(9_000)
    const rejected = await post(t, '/approval/by-artist', artist, { approval_id: ids.posted_before_hold, status: 'rejected', reason: 'An old video' })
    expect((await rejected.json()).approval).toMatchObject({ status: 'rejected', videoCheck: { state: 'posted_before_hold' } })
  })
})

describe('approve-all', () => {
  it('approves verified and unverifiable videos, and lists the ones being checked or found wrong as left for one-by-one decisions', async () => {
    const { artist, sound, ids, statusOf } = await everyState()
    const res = await post(t, '/approval/by-artist-approve-all', artist, { soundid: sound.id })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.approvals.map((a: { id: string }) => a.id).sort()).toEqual([ids.verified, ids.unverifiable].sort())
    expect(body.skipped).toEqual(
      expect.arrayContaining([
        { id: ids.not_found, reason: 'not_found' },
        { id: ids.other_author, reason: 'other_author' },
        { id: ids.posted_before_hold, reason: 'posted_before_hold' },
        { id: ids.checking, reason: 'checking' },
      ]),
    )
    expect(body.skipped).toHaveLength(4)
    expect(await statusOf()).toEqual({ verified: 'approved', not_found: 'pending', other_author: 'pending', posted_before_hold: 'pending', unverifiable: 'approved', checking: 'pending' })
  })
})
