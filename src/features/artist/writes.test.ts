import { afterEach, describe, expect, it } from 'vitest'
import type { AppDB } from '@/db/db'
import { enqueue } from '@/lib/sync/outbox'
import { readOverlaid } from '@/lib/sync/overlay'
import { reservedSlotsCollection } from '@/lib/sync/portal/artist-lists'
import { ARTIST, approval, fakeServer, feed, OTHER, pullWith, replayWith, S1, sound, uuid } from '@/lib/sync/portal/sounds.fixtures'
import { pullCollection } from '@/lib/sync/pull'
import { syncRegistry } from '@/lib/sync/sync-registry'
import { testDB } from '@/lib/sync/test-support'
import { addVideosWrite, approveAllWrite, decideUseWrite, deleteSoundWrite, releaseSlotsWrite } from './writes'

let db: AppDB
afterEach(() => db?.close())

const replay = (fetchFn: typeof fetch) => replayWith(db, fetchFn)
const pull = (fetchFn: typeof fetch, names: readonly string[]) => pullWith(db, fetchFn, names)

describe('artist writes', () => {
  it('a deletion marks the sound at once; confirmed, it and its reserved slots are gone until the pull brings the tombstone', async () => {
    db = await testDB(ARTIST)
    await db.sounds.put(sound(S1))
    await db.artistReservedSlots.put({ id: uuid(901), campaignId: S1, creatorId: OTHER, status: 'held', expiresAt: 'e', createdAt: 'c', updatedAt: 'u', creatorName: 'Chi', videos: 0 })
    await enqueue(db, deleteSoundWrite, { soundid: S1, title: 'Sound 51' }, { userId: ARTIST.userId })
    expect((await readOverlaid(db, syncRegistry, 'sounds', ARTIST.userId))[0]).toMatchObject({ status: 'deleted', _pending: { status: 'pending' } })
    const server = fakeServer((call) =>
      call.path === '/artist/get-all-sounds'
        ? { status: 200, body: { sounds: [], deleted: [S1], cursor: 'c1' } }
        : call.path.startsWith('/auth/')
          ? { status: 200, body: {} }
          : { status: 200, body: { sound: sound(S1, { status: 'deleted' }), refunded: 50_000, released: 2 } },
    )
    const result = await replay(server.fetchFn)
    expect(server.calls[0]).toMatchObject({ path: '/artist/delete-sound', body: { soundid: S1 } })
    expect(result.refresh).toContain('walletBalance')
    expect(await readOverlaid(db, syncRegistry, 'sounds', ARTIST.userId)).toEqual([])
    expect(await readOverlaid(db, syncRegistry, 'artistReservedSlots', ARTIST.userId)).toEqual([])
    await pull(server.fetchFn, result.refresh)
    expect(await db.sounds.count()).toBe(0)
    expect(await db.outbox.count()).toBe(0)
  })

  it('added videos and released slots show at once; confirmations update the mirror', async () => {
    db = await testDB(ARTIST)
    await db.sounds.put(sound(S1, { videoLinks: ['https://www.tiktok.com/@a/video/1'] }))
    const held = { campaignId: S1, creatorId: OTHER, status: 'held' as const, expiresAt: 'e', createdAt: 'c', updatedAt: 'u', creatorName: 'Chi', videos: 0 }
    // The sound's holds as its details fetched them (a parameter set kept on this device).
    const before = fakeServer(() => ({ status: 200, body: { holds: [{ id: uuid(901), ...held }, { id: uuid(902), ...held }] } }))
    await pullCollection({ db, fetch: before.fetchFn, baseUrl: 'http://portal.test/api', now: Date.now }, reservedSlotsCollection, { sound_id: S1 })
    await enqueue(db, addVideosWrite, { soundid: S1, title: 'Sound 51', video_links: ['https://www.tiktok.com/@a/video/2'] }, { userId: ARTIST.userId })
    await enqueue(db, releaseSlotsWrite, { sound_id: S1, title: 'Sound 51', hold_ids: [uuid(901)] }, { userId: ARTIST.userId })
    const [s] = await readOverlaid(db, syncRegistry, 'sounds', ARTIST.userId)
    expect(s).toMatchObject({ videoLinks: ['https://www.tiktok.com/@a/video/1', 'https://www.tiktok.com/@a/video/2'], slots: { held: 1, free: 4 } })
    const holds = await readOverlaid(db, syncRegistry, 'artistReservedSlots', ARTIST.userId)
    expect(holds.map((h) => [h.id, h.status, Boolean(h._pending)])).toEqual([
      [uuid(901), 'released', true],
      [uuid(902), 'held', false],
    ])
    const withVideo = sound(S1, { videoLinks: ['https://www.tiktok.com/@a/video/1', 'https://www.tiktok.com/@a/video/2'] })
    const server = fakeServer((call) =>
      call.path === '/artist/add-more-videos-to-sound'
        ? { status: 200, body: { sound: withVideo } }
        : call.path === '/artist/get-all-sounds'
          ? feed('sounds', [withVideo])
          : call.path === '/artist/get-sound-reserved-slots'
            ? { status: 200, body: { holds: [{ id: uuid(902), ...held }] } }
            : { status: 200, body: { released: [{ id: uuid(901) }], skipped: [] } },
    )
    const result = await replay(server.fetchFn)
    // Confirmed, the release stays shown until the pull of the sound's holds lands.
    expect((await readOverlaid(db, syncRegistry, 'artistReservedSlots', ARTIST.userId)).find((h) => h.id === uuid(901))?.status).toBe('released')
    expect(result.refresh).toEqual(expect.arrayContaining([`artist.reservedSlots?sound_id=${S1}`, 'sounds']))
    expect(server.calls.map((c) => c.body)).toEqual([
      { soundid: S1, video_links: ['https://www.tiktok.com/@a/video/2'] },
      { sound_id: S1, hold_ids: [uuid(901)] },
    ])
    await pull(server.fetchFn, result.refresh)
    expect((await db.sounds.get(S1))?.videoLinks).toHaveLength(2)
    expect((await db.artistReservedSlots.toArray()).map((h) => h.id)).toEqual([uuid(902)])
    expect(await db.outbox.count()).toBe(0)
  })

  it('a decision shows at once and goes to /by-artist, or /by-admin for admins; the confirmation stores the server row', async () => {
    db = await testDB(ARTIST)
    await db.approvals.bulkPut([approval(uuid(1)), approval(uuid(2))])
    const use = { creatorName: 'Chi', campaignTitle: 'Sound 51', campaignId: S1, amount: 10_000 }
    await enqueue(db, decideUseWrite, { approval_id: uuid(1), status: 'rejected', reason: 'Sound too quiet', asAdmin: false, ...use }, { userId: ARTIST.userId })
    await enqueue(db, decideUseWrite, { approval_id: uuid(2), status: 'approved', asAdmin: true, ...use }, { userId: ARTIST.userId })
    const rows = await readOverlaid(db, syncRegistry, 'approvals', ARTIST.userId)
    expect(rows.map((r) => [r.status, r.reason, Boolean(r._pending)])).toEqual([
      ['rejected', 'Sound too quiet', true],
      ['approved', null, true],
    ])
    const decidedRow = (b: { approval_id: string; status: 'approved' | 'rejected'; reason?: string }) => approval(b.approval_id, { status: b.status, reason: b.reason ?? null, fee: 1000, net: 9000 })
    const sent: Array<Parameters<typeof decidedRow>[0]> = []
    const server = fakeServer((call) => {
      if (call.path === '/approval/get-approvals-by-id') return feed('approvals', sent.map(decidedRow))
      if (!call.path.startsWith('/approval/by-')) return call.path.startsWith('/auth/') ? { status: 200, body: {} } : feed(call.path.includes('brand') ? 'requests' : 'sounds', [])
      sent.push(call.body as Parameters<typeof decidedRow>[0])
      return { status: 200, body: { approval: decidedRow(sent.at(-1)!) } }
    })
    const result = await replay(server.fetchFn)
    expect(server.calls.map((c) => [c.path, c.body])).toEqual([
      ['/approval/by-artist', { approval_id: uuid(1), status: 'rejected', reason: 'Sound too quiet' }],
      ['/approval/by-admin', { approval_id: uuid(2), status: 'approved' }],
    ])
    expect(result.refresh).toEqual(expect.arrayContaining(['walletBalance', 'sounds', 'artist.dashboard']))
    await pull(server.fetchFn, result.refresh)
    expect((await db.approvals.get(uuid(2)))?.net).toBe(9000)
    expect(await db.outbox.count()).toBe(0)
  })

  it('a confirmed approval shows what the sound has left until the sound is pulled, so the result never reads a stale budget', async () => {
    db = await testDB(ARTIST)
    await db.sounds.put(sound(S1, { budget: { escrowed: 50_000, paid: 0, pending: 10_000, refunded: 0, remaining: 50_000 } }))
    await db.approvals.put(approval(uuid(3)))
    await enqueue(db, decideUseWrite, { approval_id: uuid(3), status: 'approved', asAdmin: false, creatorName: 'Chi', campaignTitle: 'Sound 51', campaignId: S1, amount: 10_000 }, { userId: ARTIST.userId })
    const after = { escrowed: 50_000, paid: 10_000, pending: 0, refunded: 0, remaining: 40_000 }
    const server = fakeServer((call) =>
      call.path === '/artist/get-all-sounds'
        ? feed('sounds', [sound(S1, { budget: after })])
        : { status: 200, body: { approval: approval(uuid(3), { status: 'approved', fee: 1000, net: 9000 }), campaignRemaining: 40_000 } },
    )
    await replay(server.fetchFn)
    expect((await readOverlaid(db, syncRegistry, 'sounds', ARTIST.userId))[0]?.budget).toEqual(after)
    expect((await readOverlaid(db, syncRegistry, 'approvals', ARTIST.userId))[0]?.status).toBe('approved')
    // The sounds list lands while the entry still waits for others: the server's budget shows as it is, not decided twice.
    await pull(server.fetchFn, ['sounds'])
    expect(await db.outbox.count()).toBe(1)
    expect((await readOverlaid(db, syncRegistry, 'sounds', ARTIST.userId))[0]?.budget).toEqual(after)
  })

  it('approve-all leaves videos still being checked or whose check found a problem, as the server does', async () => {
    db = await testDB(ARTIST)
    const states = ['verified', 'unverifiable', 'checking', 'not_found', 'other_author', 'posted_before_hold'] as const
    await db.approvals.bulkPut(
      states.map((state, i) =>
        approval(uuid(i + 1), {
          videoCheck: { state, reason: state === 'unverifiable' ? 'platform_unreachable' : null, platform: 'tiktok', author: null, account: null, title: null, thumbnailUrl: null, postedAt: null, heldAt: null, checkedAt: null },
        }),
      ),
    )
    await enqueue(db, approveAllWrite, { ownerId: ARTIST.userId, asAdmin: false, count: 2 }, { userId: ARTIST.userId })
    const rows = await readOverlaid(db, syncRegistry, 'approvals', ARTIST.userId)
    expect(rows.map((r) => [(r.videoCheck as { state: string }).state, r.status])).toEqual([
      ['verified', 'approved'],
      ['unverifiable', 'approved'],
      ['checking', 'pending'],
      ['not_found', 'pending'],
      ['other_author', 'pending'],
      ['posted_before_hold', 'pending'],
    ])
  })

  it('approve-all marks only the owner’s pending uses (of one sound when named) and stores what the server approved', async () => {
    db = await testDB(ARTIST)
    await db.approvals.bulkPut([
      approval(uuid(1)),
      approval(uuid(2), { campaignId: uuid(77) }),
      approval(uuid(3), { ownerId: OTHER }),
      approval(uuid(4), { status: 'rejected' }),
      approval(uuid(5), { kind: 'clicks', videoUrl: null, clickCount: 41, held: true, heldReason: 'few_networks' }),
    ])
    await enqueue(db, approveAllWrite, { ownerId: ARTIST.userId, soundid: S1, asAdmin: false, count: 1 }, { userId: ARTIST.userId })
    let rows = await readOverlaid(db, syncRegistry, 'approvals', ARTIST.userId)
    // A click payout held for review is never swept up by approve-all (the server leaves it too).
    expect(rows.map((r) => r.status)).toEqual(['approved', 'pending', 'pending', 'rejected', 'pending'])
    await db.outbox.clear()
    await enqueue(db, approveAllWrite, { ownerId: OTHER, asAdmin: true, count: 1 }, { userId: ARTIST.userId })
    rows = await readOverlaid(db, syncRegistry, 'approvals', ARTIST.userId)
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending', 'approved', 'rejected', 'pending'])
    const approved = approval(uuid(3), { ownerId: OTHER, status: 'approved' })
    const server = fakeServer((call) =>
      call.path === '/approval/get-approvals-by-id'
        ? feed('approvals', [approved])
        : call.path === '/artist/get-all-sounds'
          ? feed('sounds', [])
          : call.path.startsWith('/approval/')
            ? { status: 200, body: { approvals: [approved] } }
            : { status: 200, body: {} },
    )
    const result = await replay(server.fetchFn)
    expect(server.calls[0]).toMatchObject({ path: '/approval/by-artist-approve-all', body: { artist_id: OTHER } })
    // Confirmed: still shown as approved (no longer pending) until the approvals are pulled, then the server's row.
    const shown = (await readOverlaid(db, syncRegistry, 'approvals', ARTIST.userId)).find((r) => r.id === uuid(3))
    expect(shown).toMatchObject({ status: 'approved' })
    expect(shown).not.toHaveProperty('_pending')
    await pull(server.fetchFn, result.refresh)
    expect((await db.approvals.get(uuid(3)))?.status).toBe('approved')
    expect(await db.outbox.count()).toBe(0)
  })
})
