import { afterEach, describe, expect, it } from 'vitest'
import type { AppDB } from '@/db/db'
import type { ApprovalRow, SoundRow } from '@/db/mirrors/market'
import { enqueue } from '@/lib/sync/outbox'
import { readOverlaid } from '@/lib/sync/overlay'
import { syncRegistry } from '@/lib/sync/sync-registry'
import { confirmAndPull, testDB } from '@/lib/sync/test-support'
import { sound as soundRow } from '@/lib/sync/portal/sounds.fixtures'
import { submitInfluencerLinksWrite, useSoundWrite } from '@/lib/sync/portal/videos'
import { claimClicksWrite, holdInfluencerSlotWrite, holdSlotWrite } from './writes'

const ME = '00000000-0000-4000-8000-000000000001'
const ARTIST = '00000000-0000-4000-8000-000000000002'
const S1 = '00000000-0000-4000-8000-0000000000a1'
const S2 = '00000000-0000-4000-8000-0000000000a2'
const H1 = '00000000-0000-4000-8000-0000000000b1'
const U1 = '00000000-0000-4000-8000-0000000000c1'
const U2 = '00000000-0000-4000-8000-0000000000c2'
let db: AppDB
afterEach(() => db?.close())

/** A sound of ARTIST's as a creator sees it: three free slots, no budget. */
const sound = (id: string, extra: Partial<SoundRow> = {}) =>
  soundRow(id, { slots: { total: 3, free: 3, held: 0, used: 0 }, budget: null, artistId: ARTIST, artistName: 'Ayo', categoryId: null, audio: null, ...extra })

const serverHold = (status: 'held' | 'submitted' = 'held') => ({
  id: H1,
  campaignId: S1,
  creatorId: ME,
  status,
  expiresAt: '2026-01-03T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})

const soundsSeen = async () => (await readOverlaid(db, syncRegistry, 'sounds', ME)) as unknown as Array<SoundRow & { _pending?: { status: string } }>
const approvalsSeen = async () => (await readOverlaid(db, syncRegistry, 'approvals', ME)) as unknown as Array<ApprovalRow & { _pending?: unknown }>

describe('creator writes: holding a slot', () => {
  it('shows my pending hold and one fewer free slot at once, leaving the mirror untouched', async () => {
    db = await testDB()
    await db.sounds.bulkPut([sound(S1), sound(S2)])
    const entry = await enqueue(db, holdSlotWrite, { id: H1, soundid: S1, holdHours: 48 }, { userId: ME, now: Date.parse('2026-01-01T00:00:00Z') })
    expect(entry.body).toEqual({ type: 'json', value: { soundid: S1, id: H1 } })
    const [s1, s2] = await soundsSeen()
    expect(s1).toMatchObject({ myHold: { id: H1, status: 'held', creatorId: ME, expiresAt: '2026-01-03T00:00:00.000Z' }, slots: { free: 2, held: 1 }, _pending: { status: 'pending' } })
    expect(s2!.myHold).toBeNull()
    expect(s2!._pending).toBeUndefined()
    expect((await db.sounds.get(S1))!.slots.free).toBe(3)
  })

  it('shows nothing once the server refused it (it is in "needs attention")', async () => {
    db = await testDB()
    await db.sounds.put(sound(S1))
    const entry = await enqueue(db, holdSlotWrite, { id: H1, soundid: S1, holdHours: 48 }, { userId: ME })
    await db.outbox.update(entry.seq, { status: 'rejected', error: { message: 'Verify your followers first' } } as never)
    const [s1] = await soundsSeen()
    expect(s1).toMatchObject({ myHold: null, slots: { free: 3 } })
  })

  it('confirms into the mirror with the server hold, counted once', async () => {
    db = await testDB()
    await db.sounds.put(sound(S1))
    const entry = await enqueue(db, holdSlotWrite, { id: H1, soundid: S1, holdHours: 48 }, { userId: ME })
    await db.outbox.update(entry.seq, { status: 'confirmed' })
    expect((await soundsSeen())[0]).toMatchObject({ myHold: { id: H1, status: 'held' }, slots: { free: 2, held: 1, used: 0 } })
    await confirmAndPull(db, entry, ['sounds', 'approvals'], () => db.sounds.put(sound(S1, { myHold: serverHold(), slots: { total: 3, free: 2, held: 1, used: 0 } })))
    expect(await db.outbox.count()).toBe(0)
    const [s1] = await soundsSeen()
    expect(s1).toMatchObject({ myHold: serverHold(), slots: { free: 2, held: 1, used: 0 } })
    expect(s1!._pending).toBeUndefined()
    // The change has dropped with the pull: the server's counts are not taken again.
    expect((await db.sounds.get(S1))!.slots).toEqual({ total: 3, free: 2, held: 1, used: 0 })
  })

  it('influencer holds go to their own endpoint with the same overlay', async () => {
    db = await testDB()
    await db.sounds.put(sound(S1, { kind: 'influencer', linksPerSlot: 3 }))
    const entry = await enqueue(db, holdInfluencerSlotWrite, { id: H1, soundid: S1, holdHours: 24 }, { userId: ME })
    expect(entry.path).toBe('/artist/hold-spam-sounds-slots')
    expect((await soundsSeen())[0]).toMatchObject({ myHold: { status: 'held' }, slots: { free: 2 } })
  })
})

describe('creator writes: submitting videos', () => {
  const use = { id: U1, soundid: S1, video_url: 'https://www.tiktok.com/@me/video/1', title: 'Sound a1', kind: 'normal' as const, ownerId: ARTIST, amount: 10_000 }

  it('queued after an offline hold: the hold shows submitted and the approval appears pending', async () => {
    db = await testDB()
    await db.sounds.put(sound(S1))
    await enqueue(db, holdSlotWrite, { id: H1, soundid: S1, holdHours: 48 }, { userId: ME })
    const entry = await enqueue(db, useSoundWrite, use, { userId: ME })
    expect(entry.body).toEqual({ type: 'json', value: { soundid: S1, video_url: use.video_url, id: U1 } })
    expect((await soundsSeen())[0]).toMatchObject({ myHold: { status: 'submitted' }, slots: { free: 2, held: 0, used: 1 } })
    const approvals = await approvalsSeen()
    expect(approvals).toHaveLength(1)
    expect(approvals[0]).toMatchObject({ id: U1, campaignId: S1, creatorId: ME, status: 'pending', videoUrl: use.video_url, amount: 10_000, _pending: { status: 'pending' } })
  })

  it('confirms the approval and the submitted hold into the mirror', async () => {
    db = await testDB()
    await db.sounds.put(sound(S1, { myHold: serverHold(), slots: { total: 3, free: 2, held: 1, used: 0 } }))
    const entry = await enqueue(db, useSoundWrite, use, { userId: ME })
    const approval = { ...(await approvalsSeen())[0]!, _pending: undefined, holdId: H1, creatorName: 'Me' } as unknown as ApprovalRow
    delete (approval as { _pending?: unknown })._pending
    const submitted = sound(S1, { myHold: serverHold('submitted'), slots: { total: 3, free: 2, held: 0, used: 1 } })
    await confirmAndPull(db, entry, ['sounds', 'approvals'], () => Promise.all([db.approvals.put(approval), db.sounds.put(submitted)]))
    expect(await db.outbox.count()).toBe(0)
    expect(await db.approvals.get(U1)).toMatchObject({ holdId: H1, status: 'pending' })
    expect((await soundsSeen())[0]).toMatchObject({ myHold: { status: 'submitted' }, slots: { free: 2, held: 0, used: 1 } })
  })

  it('influencer links: one pending approval per link', async () => {
    db = await testDB()
    await db.sounds.put(sound(S1, { kind: 'influencer', linksPerSlot: 3, myHold: serverHold() }))
    const links = ['https://www.tiktok.com/@me/video/1', 'https://www.tiktok.com/@me/video/2']
    const entry = await enqueue(db, submitInfluencerLinksWrite, { soundid: S1, links, ids: [U1, U2], title: 'Sound a1', ownerId: ARTIST, amount: 500 }, { userId: ME })
    expect(entry.body).toEqual({ type: 'json', value: { soundid: S1, links, ids: [U1, U2] } })
    expect((await approvalsSeen()).map((a) => [a.id, a.videoUrl, a.campaignKind, a.status])).toEqual([
      [U1, links[0], 'influencer', 'pending'],
      [U2, links[1], 'influencer', 'pending'],
    ])
    expect((await soundsSeen())[0]!.myHold!.status).toBe('submitted')
  })

  it('a click claim asks for one sound and stores what the server created', async () => {
    db = await testDB()
    const entry = await enqueue(db, claimClicksWrite, { soundid: S1, title: 'Sound a1' }, { userId: ME })
    expect(entry.body).toEqual({ type: 'json', value: { soundid: S1 } })
    const payout = { id: U2, campaignId: S1, kind: 'clicks', clickCount: 4, status: 'pending', creatorId: ME } as unknown as ApprovalRow
    expect(entry.pulls).toEqual(['approvals', 'sounds'])
    await confirmAndPull(db, entry, ['sounds', 'approvals'], () => db.approvals.put(payout))
    expect(await db.outbox.count()).toBe(0)
    expect(await db.approvals.get(U2)).toMatchObject({ clickCount: 4 })
  })
})
