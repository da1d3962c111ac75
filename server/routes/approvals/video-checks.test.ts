import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres } from '../../db/client'
import { videoChecks } from '../../db/schema/video-checks'
import { runVideoChecks, videoCheckJob } from '../../domain/video-checks'
import { createVideoChecker } from '../../lib/video-checker'
import { requestOf } from '../../test/market-fixtures'
import { createSound, fundedArtist, get, makeCreator, post } from '../../test/market'
import { withFakePlatform, type FakePlatform } from '../../test/fake-video-platform'
import { createTestApp, type TestApp } from '../../test/test-app'
import { approvalOf, checkVideos, holdingSlot, newHandle, submitVideo, tiktokIdAt, tiktokVideo, verifyAccount } from '../../test/video-checks'
import { makeUser, type TestUser } from '../../test/accounts'

// Proof of use: each submitted video is looked up on its platform (a fake one on loopback) by the
// checking job, never on the request path, and the approvals answers carry what it found.

let fake: FakePlatform
let t: TestApp
withFakePlatform((app, platform) => {
  t = app
  fake = platform
})

const days = (n: number) => new Date(Date.now() + n * 86_400_000)

const holding = (o: { verify?: string | null } = {}) => holdingSlot(t, o)
const submit = (creator: TestUser, soundId: string, link: string) => submitVideo(t, creator, soundId, link)
const mine = (creator: TestUser, id: string) => approvalOf(t, creator, id)

describe('the check of a submitted video, state by state', () => {
  it('verified: the creator’s own TikTok video, posted after the hold, with its title, author and thumbnail', async () => {
    const { artist, creator, handle, sound } = await holding()
    const link = tiktokVideo(fake, handle, { title: 'Lagos Nights dance' })
    const approval = await submit(creator, sound.id, link)
    // Accepted at once: the platform has not been asked yet.
    expect(approval.videoCheck).toEqual({ state: 'checking', reason: null, platform: null, author: null, account: null, title: null, thumbnailUrl: null, postedAt: null, heldAt: expect.any(String), checkedAt: null })
    expect(fake.hits(`tiktok:${link.split('/').at(-1)}`)).toBe(0)

    expect(await checkVideos(t)).toMatchObject({ checked: 1, retrying: 0 })
    const checked = await mine(creator, approval.id)
    const told = (await (await get(t, '/auth/get-notifications', creator)).json()).notifications.map((n: { type: string }) => n.type)
    expect(told).not.toContain('video_held')
    expect(checked.videoCheck).toMatchObject({
      state: 'verified',
      reason: null,
      platform: 'tiktok',
      author: `@${handle}`,
      account: `@${handle}`,
      title: 'Lagos Nights dance',
      thumbnailUrl: expect.stringMatching(new RegExp(`^${fake.origin}/thumbs/`)),
      checkedAt: expect.any(String),
    })
    expect(Date.parse(checked.videoCheck.postedAt)).toBeGreaterThan(Date.parse(checked.videoCheck.heldAt))
    // The owner's answers carry the same check.
    const owners = (await (await get(t, `/approval/get-approvals-by-id?artist_id=${artist.id}&role=artist`, artist)).json()).approvals
    expect(owners.find((a: { id: string }) => a.id === approval.id).videoCheck).toEqual(checked.videoCheck)
    // A second run has nothing left to ask.
    expect(await checkVideos(t)).toEqual({ checked: 0, retrying: 0 })
  })

  it('handles are compared without @ and whatever their case', async () => {
    const { creator, handle, sound } = await holding()
    await verifyAccount(t, creator.id, `https://www.tiktok.com/@${handle.toUpperCase()}?lang=en`)
    const approval = await submit(creator, sound.id, tiktokVideo(fake, handle.toUpperCase()))
    await checkVideos(t)
    expect((await mine(creator, approval.id)).videoCheck).toMatchObject({ state: 'verified', author: `@${handle}` })
  })

  it('not_found: a video the platform does not have (deleted, private, never there)', async () => {
    const { creator, handle, sound } = await holding()
    const approval = await submit(creator, sound.id, `https://www.tiktok.com/@${handle}/video/${tiktokIdAt(days(0.01))}`)
    await checkVideos(t)
    expect((await mine(creator, approval.id)).videoCheck).toMatchObject({ state: 'not_found', platform: 'tiktok', author: null, checkedAt: expect.any(String) })
    // The creator is told it waits for the artist, and why.
    const { notifications } = await (await get(t, '/auth/get-notifications', creator)).json()
    expect(notifications.filter((n: { type: string }) => n.type === 'video_held').map((n: { message: string }) => n.message)).toEqual([
      'Your video for “Summer Groove” waits for the artist to look at it: we could not find it on its platform (it may be private or deleted). It is not approved automatically.',
    ])
  })

  it('other_author: someone else’s video, even behind a link that names the creator', async () => {
    const { creator, handle, sound } = await holding()
    const approval = await submit(creator, sound.id, tiktokVideo(fake, 'someone.else', { linkAuthor: handle }))
    await checkVideos(t)
    expect((await mine(creator, approval.id)).videoCheck).toMatchObject({ state: 'other_author', author: '@someone.else', account: `@${handle}` })
  })

  it('posted_before_hold: the creator’s own TikTok, posted before the slot was held', async () => {
    const { creator, handle, sound } = await holding()
    const approval = await submit(creator, sound.id, tiktokVideo(fake, handle, { at: days(-3) }))
    await checkVideos(t)
    const { videoCheck } = await mine(creator, approval.id)
    expect(videoCheck).toMatchObject({ state: 'posted_before_hold', author: `@${handle}` })
    expect(Date.parse(videoCheck.heldAt) - Date.parse(videoCheck.postedAt)).toBeGreaterThan(2.9 * 86_400_000)
  })

  it('unverifiable: the creator has no verified account on the video’s platform', async () => {
    const { creator, handle, sound } = await holding({ verify: 'https://www.instagram.com/somebody' })
    const approval = await submit(creator, sound.id, tiktokVideo(fake, handle))
    await checkVideos(t)
    expect((await mine(creator, approval.id)).videoCheck).toMatchObject({ state: 'unverifiable', reason: 'no_verified_account', author: `@${handle}`, account: null })
  })

  it('YouTube: verified by the channel’s handle; a private video (401) is not_found', async () => {
    const { creator, sound } = await holding({ verify: null })
    await verifyAccount(t, creator.id, 'https://www.youtube.com/@KemiSings')
    fake.add('youtube:dQw4w9WgXcQ', { author: 'kemisings', title: 'Kemi sings it' })
    const approval = await submit(creator, sound.id, 'https://youtube.com/shorts/dQw4w9WgXcQ')
    await checkVideos(t)
    expect((await mine(creator, approval.id)).videoCheck).toMatchObject({ state: 'verified', platform: 'youtube', author: '@kemisings', title: 'Kemi sings it' })
    expect(fake.requests.at(-1)).toMatchObject({ path: '/youtube/oembed', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })

    const other = await holding({ verify: 'https://www.youtube.com/@KemiSings' })
    fake.add('youtube:Priv4te_vid', { status: 401 })
    const hidden = await submit(other.creator, other.sound.id, 'https://www.youtube.com/watch?v=Priv4te_vid')
    await checkVideos(t)
    expect((await mine(other.creator, hidden.id)).videoCheck).toMatchObject({ state: 'not_found', platform: 'youtube' })
  })

  it('Instagram through Meta: found but its author unknown (unverifiable), or not found; asked with the token', async () => {
    const { creator, sound } = await holding({ verify: 'https://www.instagram.com/kemi.sings/' })
    fake.add('instagram:Cx1AbC2dEf3', { author: 'kemi.sings' })
    const found = await submit(creator, sound.id, 'https://www.instagram.com/reel/Cx1AbC2dEf3/')
    await checkVideos(t)
    expect((await mine(creator, found.id)).videoCheck).toMatchObject({ state: 'unverifiable', reason: 'author_unknown', platform: 'instagram' })
    expect(fake.requests.at(-1)).toMatchObject({ path: '/meta/v26.0/instagram_oembed', token: fake.env.META_OEMBED_TOKEN })

    const other = await holding({ verify: 'https://www.instagram.com/kemi.sings/' })
    const gone = await submit(other.creator, other.sound.id, 'https://www.instagram.com/reel/Gone0nePost1/')
    await checkVideos(t)
    expect((await mine(other.creator, gone.id)).videoCheck).toMatchObject({ state: 'not_found', platform: 'instagram' })
  })

  it('unverifiable without asking anyone: a site no check covers', async () => {
    const { creator, sound } = await holding()
    const before = fake.requests.length
    const approval = await submit(creator, sound.id, 'https://www.snapchat.com/spotlight/W7_EDlXWTBiXAEEniNoMPwAAYbXJ6bmZ0cmJ2AZLVwqm3AZLVwqmvAAAAAQ')
    await checkVideos(t)
    expect((await mine(creator, approval.id)).videoCheck).toMatchObject({ state: 'unverifiable', reason: 'unsupported_platform', platform: null })
    expect(fake.requests.length).toBe(before)
  })

  it('the brand request’s submission answer carries the check too', async () => {
    const owner = await makeUser(t, 'brand')
    const requestId = await requestOf(t, owner.id)
    const handle = newHandle()
    const creator = await makeCreator(t)
    await verifyAccount(t, creator.id, `https://www.tiktok.com/@${handle}`)
    expect((await post(t, '/brand/hold-request-slot', creator, { request_id: requestId })).status).toBe(201)
    const res = await post(t, '/brand/submit-request-video', creator, { request_id: requestId, video_url: tiktokVideo(fake, handle) })
    expect(res.status).toBe(201)
    const { approval } = await res.json()
    expect(approval.videoCheck).toMatchObject({ state: 'checking' })
    await checkVideos(t)
    const shown = (await (await get(t, `/approval/get-approvals-by-id?artist_id=${owner.id}&role=brand`, owner)).json()).approvals
    expect(shown).toEqual([expect.objectContaining({ id: approval.id, videoCheck: expect.objectContaining({ state: 'verified', author: `@${handle}` }) })])
  })
})

describe('a platform that is slow or down', () => {
  it('a lookup that times out is tried again after a doubling wait, then verified', async () => {
    const { creator, handle, sound } = await holding()
    const link = tiktokVideo(fake, handle)
    const key = `tiktok:${link.split('/').at(-1)}`
    fake.add(key, { author: handle, delayMs: 4_000, slowFirst: 1 })
    const approval = await submit(creator, sound.id, link)
    const job = { ...videoCheckJob(t.env), retryMs: 60_000 }
    const start = new Date()
    expect(await runVideoChecks(t.database.db, job, start)).toEqual({ checked: 0, retrying: 1 })
    const [row] = await t.database.db.select().from(videoChecks).where(eq(videoChecks.useId, approval.id))
    expect(row).toMatchObject({ state: 'checking', attempts: 1, lastError: 'no answer within 1500 ms' })
    expect((await mine(creator, approval.id)).videoCheck.state).toBe('checking')
    // Not before the wait is over.
    expect(await runVideoChecks(t.database.db, job, new Date(start.getTime() + 30_000))).toEqual({ checked: 0, retrying: 0 })
    expect(await runVideoChecks(t.database.db, job, new Date(start.getTime() + 61_000))).toEqual({ checked: 1, retrying: 0 })
    expect(fake.hits(key)).toBe(2)
    expect((await mine(creator, approval.id)).videoCheck).toMatchObject({ state: 'verified' })
  })

  it('a 500 is tried again; a platform still down after every attempt leaves the video unverifiable', async () => {
    const { creator, handle, sound } = await holding()
    const flaky = tiktokVideo(fake, handle)
    fake.add(`tiktok:${flaky.split('/').at(-1)}`, { author: handle, failFirst: 1 })
    const once = await submit(creator, sound.id, flaky)
    await checkVideos(t)
    await checkVideos(t)
    expect((await mine(creator, once.id)).videoCheck.state).toBe('verified')

    const next = await holding()
    const down = tiktokVideo(fake, next.handle)
    const key = `tiktok:${down.split('/').at(-1)}`
    fake.add(key, { author: next.handle, down: true })
    const approval = await submit(next.creator, next.sound.id, down)
    const job = { ...videoCheckJob(t.env), maxAttempts: 3 }
    const runs = [await runVideoChecks(t.database.db, job), await runVideoChecks(t.database.db, job), await runVideoChecks(t.database.db, job)]
    expect(runs.map((r) => [r.checked, r.retrying])).toEqual([
      [0, 1],
      [0, 1],
      [1, 0],
    ])
    expect(fake.hits(key)).toBe(3)
    expect((await mine(next.creator, approval.id)).videoCheck).toMatchObject({ state: 'unverifiable', reason: 'platform_unreachable', platform: 'tiktok', checkedAt: expect.any(String) })
    expect(await runVideoChecks(t.database.db, job)).toEqual({ checked: 0, retrying: 0 })
  })

  it('asks only the configured endpoints: the submitted link’s host is never fetched', async () => {
    const { creator, handle, sound } = await holding()
    const link = tiktokVideo(fake, handle)
    await submit(creator, sound.id, link)
    const asked: string[] = []
    const watching: typeof fetch = (input, init) => {
      asked.push(String(input instanceof Request ? input.url : input))
      return fetch(input, init)
    }
    await checkVideos(t, { fetch: watching })
    expect(asked.length).toBeGreaterThan(0)
    for (const url of asked) expect(new URL(url).origin).toBe(fake.origin)
    expect(asked.map((u) => new URL(u).searchParams.get('url'))).toContain(link)
  })
})

describe('several server processes', () => {
  it('two processes running the job at once look each video up once', async () => {
    const peerDb = t.databaseUrl ? await openPostgres(t.databaseUrl) : t.database
    try {
      const keys: string[] = []
      const ids: string[] = []
      for (let i = 0; i < 10; i++) {
        const { creator, handle, sound } = await holding()
        const link = tiktokVideo(fake, handle)
        const key = `tiktok:${link.split('/').at(-1)}`
        fake.add(key, { author: handle, delayMs: 40 })
        keys.push(key)
        ids.push((await submit(creator, sound.id, link)).id)
      }
      const job = { ...videoCheckJob(t.env), concurrency: 2 }
      const [a, b] = await Promise.all([runVideoChecks(t.database.db, job), runVideoChecks(peerDb.db, job)])
      expect(a.checked + b.checked).toBe(10)
      expect(keys.map((k) => fake.hits(k))).toEqual(keys.map(() => 1))
      const states = await t.database.db.select({ state: videoChecks.state }).from(videoChecks).where(inArray(videoChecks.useId, ids))
      expect(states.map((r) => r.state)).toEqual(ids.map(() => 'verified'))
    } finally {
      if (peerDb !== t.database) await peerDb.close()
    }
  })
})

describe('mirrors', () => {
  it('a change of check state moves the use’s updatedAt, so a since pull carries it', async () => {
    const { creator, handle, sound } = await holding()
    const approval = await submit(creator, sound.id, tiktokVideo(fake, handle))
    const first = await (await get(t, `/approval/get-approvals?user_id=${creator.id}`, creator)).json()
    await new Promise((r) => setTimeout(r, 5))
    await checkVideos(t)
    const delta = await (await get(t, `/approval/get-approvals?user_id=${creator.id}&since=${encodeURIComponent(first.cursor)}`, creator)).json()
    expect(delta.approvals).toEqual([expect.objectContaining({ id: approval.id, videoCheck: expect.objectContaining({ state: 'verified' }) })])
    expect(Date.parse(delta.approvals[0].updatedAt)).toBeGreaterThan(Date.parse(approval.updatedAt))
  })
})

describe('checking switched off', () => {
  let off: TestApp
  beforeAll(async () => {
    off = await createTestApp({ ...fake.env, VIDEO_CHECKS: 'off' })
  })
  afterAll(() => off.close())

  it('every video is unverifiable at once, and nothing is asked', async () => {
    const artist = await fundedArtist(off, 10_000)
    const creator = await makeCreator(off)
    const sound = await createSound(off, artist, { pay_per_use: 10_000, slots: 1 })
    await post(off, '/artist/add-hold-slot', creator, { soundid: sound.id })
    const before = fake.requests.length
    const res = await post(off, '/approval/use-sound', creator, { soundid: sound.id, video_url: tiktokVideo(fake, 'anyone') })
    expect((await res.json()).approval.videoCheck).toMatchObject({ state: 'unverifiable', reason: 'checks_off', platform: 'tiktok', checkedAt: expect.any(String) })
    expect(await runVideoChecks(off.database.db, videoCheckJob(off.env, createVideoChecker(off.env)))).toEqual({ checked: 0, retrying: 0 })
    expect(fake.requests.length).toBe(before)
  })
})
