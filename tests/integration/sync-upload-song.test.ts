import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema/accounts'
import { campaigns } from '../../server/db/schema/marketplace'
import { balances, fundedArtist, makeCategory } from '../../server/test/market'
import type { TestUser } from '../../server/test/accounts'
import type { AppDB } from '../../src/db/db'
import { enqueue } from '../../src/lib/sync/outbox'
import { createSoundWrite, type CreateSoundInput } from '../../src/features/song-upload/writes'
import { uploadFileWrite } from '../../src/lib/sync/portal/uploads'
import { writeSessionRow } from '../../src/lib/sync/session-row'
import { signIn, testDB } from '../../src/lib/sync/test-support'
import type { Fault, ProxiedRequest } from './fault-proxy'
import { depsFor, doneKeys, drain, makeUser, newToken, signInAs, startStack, uploadsOf, wavBlob, type Stack } from './sync-harness'

// An audio upload and the song that names its file, queued offline, with the 401 rule (the
// artist's token rotated elsewhere) between the two: the song must go once, never be refused.

let s: Stack
beforeAll(async () => {
  s = await startStack()
})
afterAll(() => s.close())
beforeEach(() => {
  s.proxy.plan = () => ({ kind: 'pass' })
  s.proxy.afterServer = undefined
})

const BUDGET = 3 * 10_000

async function queueSong(db: AppDB, artist: TestUser) {
  const category = await makeCategory(s.t)
  const uploadId = randomUUID()
  const upload = await enqueue(db, uploadFileWrite, { id: uploadId, file: wavBlob(80), fileName: 'groove.wav' }, { userId: artist.id, online: false })
  const input: CreateSoundInput = {
    body: { id: randomUUID(), kind: 'normal', title: 'Offline groove', category_id: category.id, pay_per_use: 10_000, slots: 3, hold_hours: 24, video_links: [] },
    uploadId,
    uploadName: 'groove.wav',
    artistId: artist.id,
    artistName: null,
    categoryName: category.name,
    currency: 'NGN',
  }
  const song = await enqueue(db, createSoundWrite, input, { userId: artist.id, online: false })
  return { upload, song, soundId: input.body.id }
}

/** The artist's token dies at the server (password changed elsewhere) right after `key` is answered. */
function rotateAfter(artist: TestUser, key: string) {
  s.proxy.afterServer = async (req: ProxiedRequest) => {
    if (req.key === key && req.attempt === 0) await s.t.database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, artist.id))
  }
}

/** What the page does on a 401: the user is signed out (the session row loses its user). */
const signOut = (db: AppDB) => writeSessionRow(db, { userId: null, accessToken: null, role: null, apiBase: null })

async function expectSongOnce(db: AppDB, artist: TestUser, keys: string[], soundId: string) {
  await s.proxy.settled()
  const rows = await s.t.database.db.select().from(campaigns).where(eq(campaigns.ownerId, artist.id))
  expect(rows.map((r) => [r.id, r.title])).toEqual([[soundId, 'Offline groove']])
  expect(rows[0]!.audioFile).toMatch(/\.wav$/)
  expect(await uploadsOf(s, artist.id)).toBe(1)
  expect((await balances(s.t, artist.id)).escrow).toBe(BUDGET)
  expect((await doneKeys(s, artist.id)).sort()).toEqual([...keys].sort())
  // Shown as sent: nothing left in the outbox, nothing refused, the sound in My Songs' mirror.
  expect(await db.outbox.toArray()).toEqual([])
  expect(await db.sounds.get(soundId)).toMatchObject({ id: soundId, title: 'Offline groove' })
  expect((await db.syncNotices.toArray()).map((n) => n.message)).toEqual(['Upload of groove.wav: sent.', 'New sound "Offline groove": sent.'])
}

describe('an upload and its song with a 401 between them', () => {
  it('the upload survives the sign-out; after the same user signs in the song goes once', async () => {
    const artist = await fundedArtist(s.t, BUDGET)
    const db = await testDB()
    await signInAs(db, artist)
    const { upload, song, soundId } = await queueSong(db, artist)
    rotateAfter(artist, upload.idempotencyKey)
    const first = await drain(depsFor(db, s))
    expect(first).toMatchObject({ confirmed: 1, rejected: 0 })
    expect((await db.outbox.toArray()).map((e) => [e.kind, e.status])).toEqual([['artist.createSound', 'paused']])
    await signOut(db)
    expect(await db.uploads.count()).toBe(1)

    await signIn(db, { userId: artist.id, accessToken: await newToken(s, artist), role: 'artist' })
    expect(await drain(depsFor(db, s))).toMatchObject({ confirmed: 1, rejected: 0 })
    await expectSongOnce(db, artist, [upload.idempotencyKey, song.idempotencyKey], soundId)
  })

  it("the song's answer lost, then the 401: the retry after sign-in is answered from the stored response", async () => {
    const artist = await fundedArtist(s.t, BUDGET)
    const db = await testDB()
    await signInAs(db, artist)
    const { upload, song, soundId } = await queueSong(db, artist)
    s.proxy.plan = (req): Fault => (req.key === song.idempotencyKey && req.attempt === 0 ? { kind: 'lose-response' } : { kind: 'pass' })
    rotateAfter(artist, song.idempotencyKey)
    await drain(depsFor(db, s))
    // The retry carried the dead token: a 401, not the stored answer.
    expect(s.proxy.log.filter((l) => l.key === song.idempotencyKey).map((l) => [l.status, l.replayed])).toEqual([
      [201, false],
      [401, false],
    ])
    await signOut(db)
    await signIn(db, { userId: artist.id, accessToken: await newToken(s, artist), role: 'artist' })
    await drain(depsFor(db, s))
    expect(s.proxy.log.filter((l) => l.key === song.idempotencyKey).at(-1)).toMatchObject({ status: 201, replayed: true })
    await expectSongOnce(db, artist, [upload.idempotencyKey, song.idempotencyKey], soundId)
  })

  it('another user signed in meanwhile (the upload is gone from the device): the server is asked before the song is ever refused', async () => {
    const artist = await fundedArtist(s.t, BUDGET)
    const other = await makeUser(s.t, 'artist')
    const db = await testDB()
    await signInAs(db, artist)
    const { upload, song, soundId } = await queueSong(db, artist)
    s.proxy.plan = (req): Fault => (req.key === song.idempotencyKey && req.attempt === 0 ? { kind: 'lose-response' } : { kind: 'pass' })
    rotateAfter(artist, song.idempotencyKey)
    await drain(depsFor(db, s))
    await signOut(db)
    await signInAs(db, other)
    expect(await db.uploads.count()).toBe(0)
    await signIn(db, { userId: artist.id, accessToken: await newToken(s, artist), role: 'artist' })
    expect(await drain(depsFor(db, s))).toMatchObject({ confirmed: 1, rejected: 0 })
    expect(s.proxy.log.at(-1)).toMatchObject({ method: 'GET', path: expect.stringMatching(/^\/api\/idempotency\//), status: 201 })
    const rows = await s.t.database.db.select().from(campaigns).where(eq(campaigns.ownerId, artist.id))
    expect(rows.map((r) => r.id)).toEqual([soundId])
    expect((await balances(s.t, artist.id)).escrow).toBe(BUDGET)
    expect((await doneKeys(s, artist.id)).sort()).toEqual([upload.idempotencyKey, song.idempotencyKey].sort())
    expect(await db.outbox.toArray()).toEqual([])
    expect(await db.sounds.get(soundId)).toMatchObject({ id: soundId })
  })
})
