import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../test/accounts'
import { createSound, fundedArtist, get, makeCreator, post, videoLink } from '../../test/market'
import { settleFeeds } from '../../test/feeds'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Moves every marketplace change a minute into the past, beyond the feeds' ten-second look-back. */
const age = () => settleFeeds(t.database.db, ['campaigns', 'slot_holds', 'uses'])
const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort()

describe('mirror pulls with since', () => {
  it('get-all-sounds: changed rows and deleted ids after a cursor; an unchanged list revalidates to 304', async () => {
    const artist = await fundedArtist(t, 90_000)
    const creator = await makeCreator(t)
    const [s1, s2, s3] = [await createSound(t, artist), await createSound(t, artist), await createSound(t, artist)]
    await age()
    const full = await get(t, '/artist/get-all-sounds', creator)
    const first = await full.json()
    expect(ids(first.sounds)).toEqual([s1.id, s2.id, s3.id].sort())
    expect(first.deleted).toEqual([])
    const etag = full.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await call(t, 'GET', '/api/artist/get-all-sounds', { token: creator.token, headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)

    const nothing = await (await get(t, `/artist/get-all-sounds?since=${encodeURIComponent(first.cursor)}`, creator)).json()
    expect(nothing).toEqual({ sounds: [], deleted: [], cursor: first.cursor, window: first.window })

    await post(t, '/artist/add-hold-slot', creator, { soundid: s2.id })
    await post(t, '/artist/delete-sound', artist, { soundid: s3.id })
    const changes = await (await get(t, `/artist/get-all-sounds?since=${encodeURIComponent(first.cursor)}`, creator)).json()
    expect(ids(changes.sounds)).toEqual([s2.id])
    expect(changes.sounds[0]).toMatchObject({ slots: { held: 1, free: 2 }, myHold: { status: 'held' } })
    expect(changes.deleted).toEqual([s3.id])
    expect(Date.parse(changes.cursor.split('|')[0])).toBeGreaterThan(Date.parse(first.cursor.split('|')[0]))
    // The artist's own list tells the same story (from the same instant: a creator's cursor also carries their window).
    const mine = await (await get(t, `/artist/get-artist-sounds?since=${encodeURIComponent(first.cursor.split('|')[0])}`, artist)).json()
    expect([ids(mine.sounds), mine.deleted]).toEqual([[s2.id], [s3.id]])
  })

  it('reserved slots and pending approvals: holds that end and uses that leave a status filter are listed as deleted', async () => {
    const artist = await fundedArtist(t, 20_000)
    const [a, b] = [await makeCreator(t), await makeCreator(t)]
    const sound = await createSound(t, artist, { pay_per_use: 10_000, slots: 2 })
    await post(t, '/artist/add-hold-slot', a, { soundid: sound.id })
    const { hold } = await (await post(t, '/artist/add-hold-slot', b, { soundid: sound.id })).json()
    const { approval } = await (await post(t, '/approval/use-sound', a, { soundid: sound.id, video_url: videoLink() })).json()
    await age()
    const holds = await (await get(t, `/artist/get-sound-reserved-slots?sound_id=${sound.id}`, artist)).json()
    expect(holds.holds.map((h: { status: string; videos: number }) => [h.status, h.videos]).sort()).toEqual([
      ['held', 0],
      ['submitted', 1],
    ])
    const pending = await (await get(t, `/approval/get-approvals-by-id?artist_id=${artist.id}&role=artist&status=pending`, artist)).json()
    expect(pending.approvals.map((x: { id: string }) => x.id)).toEqual([approval.id])

    await post(t, '/artist/delete-reserved-slots', artist, { sound_id: sound.id, hold_ids: [hold.id] })
    await post(t, '/approval/by-artist', artist, { approval_id: approval.id, status: 'approved' })
    const heldNow = await (await get(t, `/artist/get-sound-reserved-slots?sound_id=${sound.id}&since=${encodeURIComponent(holds.cursor)}`, artist)).json()
    expect(heldNow.deleted).toEqual([hold.id])
    const pendingNow = await (await get(t, `/approval/get-approvals-by-id?artist_id=${artist.id}&role=artist&status=pending&since=${encodeURIComponent(pending.cursor)}`, artist)).json()
    expect([pendingNow.approvals, pendingNow.deleted]).toEqual([[], [approval.id]])
    const creatorView = await (await get(t, `/approval/get-approvals?user_id=${a.id}&since=${encodeURIComponent(pending.cursor)}`, a)).json()
    expect(creatorView.approvals).toEqual([expect.objectContaining({ id: approval.id, status: 'approved' })])
  })

  it('refuses a since that is not a cursor', async () => {
    const creator = await makeCreator(t)
    const res = await get(t, '/artist/get-all-sounds?since=last-tuesday', creator)
    expect(res.status).toBe(400)
    expect((await res.json()).message).toMatch(/cursor/)
  })
})
