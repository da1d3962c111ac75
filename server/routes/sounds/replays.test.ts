import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../test/accounts'
import { balances, fundedArtist, get, makeCategory, makeCreator, post, uploadFor, videoLink } from '../../test/market'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('offline replays', () => {
  it('a create replayed with its Idempotency-Key, or re-sent with the same client id, escrows once', async () => {
    const artist = await fundedArtist(t, 50_000)
    const body = { id: randomUUID(), title: 'Replay', category_id: (await makeCategory(t)).id, audio: await uploadFor(t, artist.id), pay_per_use: 10_000, slots: 2 }
    const key = randomUUID()
    const first = await post(t, '/artist/create-sound', artist, body, { 'idempotency-key': key })
    const replay = await post(t, '/artist/create-sound', artist, body, { 'idempotency-key': key })
    expect([first.status, replay.status, replay.headers.get('idempotent-replayed')]).toEqual([201, 201, 'true'])
    const resent = await post(t, '/artist/create-sound', artist, body)
    expect(resent.status).toBe(200)
    expect((await resent.json()).sound.id).toBe(body.id)
    expect(await balances(t, artist.id)).toEqual({ available: 30_000, escrow: 20_000, pendingPayout: 0, onHold: 0 })
    const clash = await post(t, '/artist/create-sound', artist, { ...body, title: 'Something else' })
    expect(clash.status).toBe(409)
    expect((await clash.json()).code).toBe('duplicate_id')
  })

  it('queued writes can refer to each other by client ids: hold, then submit with ids; a re-sent approval does not pay twice', async () => {
    const artist = await fundedArtist(t, 10_000)
    const creator = await makeCreator(t)
    const body = { id: randomUUID(), title: 'Chain', category_id: (await makeCategory(t)).id, audio: await uploadFor(t, artist.id), pay_per_use: 10_000, slots: 1 }
    await post(t, '/artist/create-sound', artist, body)
    const holdId = randomUUID()
    expect((await post(t, '/artist/add-hold-slot', creator, { soundid: body.id, id: holdId })).status).toBe(201)
    const again = await post(t, '/artist/add-hold-slot', creator, { soundid: body.id, id: holdId })
    expect([again.status, (await again.json()).hold.id]).toEqual([201, holdId])
    const useId = randomUUID()
    const use = { soundid: body.id, video_url: videoLink(), id: useId }
    expect((await post(t, '/approval/use-sound', creator, use)).status).toBe(201)
    expect((await (await post(t, '/approval/use-sound', creator, use)).json()).approval.id).toBe(useId)
    const key = randomUUID()
    const decide = { approval_id: useId, status: 'approved' }
    await post(t, '/approval/by-artist', artist, decide, { 'idempotency-key': key })
    const replayed = await post(t, '/approval/by-artist', artist, decide, { 'idempotency-key': key })
    expect(replayed.status).toBe(200)
    expect(await balances(t, creator.id)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 9_000 })
  })

  it('every marketplace call is in the OpenAPI document', async () => {
    const doc = await (await call(t, 'GET', '/api/openapi.json')).json()
    const paths = Object.keys(doc.paths)
    for (const p of [
      '/artist/create-sound',
      '/artist/get-all-sounds-with-locking',
      '/artist/submit-spam-sounds-links',
      '/approval/check-clicks-pending-requests',
      '/brand/get-all-requests-with-locking',
      '/auth/get-dashboard-new',
      '/auth/get-artist-dashboard',
    ]) {
      expect(paths).toContain(p)
    }
    expect(doc.paths['/artist/add-click'].post.security).toEqual([])
    expect(doc.components.schemas.AddClickBody.required).toEqual(['soundid', 'creator_id', 'token'])
    expect((await get(t, '/artist/get-all-sounds', null)).status).toBe(401)
  })
})
