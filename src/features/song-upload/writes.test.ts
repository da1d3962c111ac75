import { afterEach, describe, expect, it } from 'vitest'
import type { AppDB } from '@/db/db'
import type { SoundRow } from '@/db/mirrors/market'
import { enqueue } from '@/lib/sync/outbox'
import { readOverlaid } from '@/lib/sync/overlay'
import { ARTIST, CAT, fakeServer, feed, FILE, pullWith, replayWith, S1, S2, sound, UP } from '@/lib/sync/portal/sounds.fixtures'
import { uploadFileWrite } from '@/lib/sync/portal/uploads'
import { syncRegistry } from '@/lib/sync/sync-registry'
import { testDB } from '@/lib/sync/test-support'
import { createSoundWrite, soundBudget, type CreateSoundInput } from './writes'

let db: AppDB
afterEach(() => db?.close())

const createInput = (over: Partial<CreateSoundInput['body']> = {}): CreateSoundInput => ({
  body: { id: S2, kind: 'normal', title: 'New tune', category_id: CAT, pay_per_use: 20_000, slots: 4, hold_hours: 24, video_links: [], ...over },
  uploadId: UP,
  uploadName: 'tune.wav',
  artistId: ARTIST.userId,
  artistName: 'Ada',
  categoryName: 'Afrobeats',
  currency: 'NGN',
})

const replay = (fetchFn: typeof fetch) => replayWith(db, fetchFn)
const pull = (fetchFn: typeof fetch, names: readonly string[]) => pullWith(db, fetchFn, names)

describe('song upload writes', () => {
  it('soundBudget: slots × pay per use (× videos per slot for influencer sounds) + click budget', () => {
    expect(soundBudget({ slots: 4, pay_per_use: 20_000 })).toBe(80_000)
    expect(soundBudget({ slots: 2, pay_per_use: 1000, click_budget: 500 })).toBe(2500)
    expect(soundBudget({ kind: 'video_app', pay_per_click: 50, click_budget: 5000 } as never)).toBe(5000)
    expect(soundBudget({ kind: 'influencer', slots: 2, pay_per_use: 1000, links_per_slot: 3 })).toBe(6000)
  })

  it('a new sound shows in the mirror at once as pending, with its escrow; the confirmation stores the server row', async () => {
    db = await testDB(ARTIST)
    await db.sounds.put(sound(S1))
    await enqueue(db, createSoundWrite, createInput(), { userId: ARTIST.userId })
    const rows = await readOverlaid(db, syncRegistry, 'sounds', ARTIST.userId)
    const added = rows.find((r) => r.id === S2) as SoundRow & { _pending?: unknown }
    expect(added).toMatchObject({
      title: 'New tune',
      artistId: ARTIST.userId,
      slots: { total: 4, free: 4, held: 0, used: 0 },
      budget: { escrowed: 80_000, remaining: 80_000, paid: 0 },
      holdHours: 24,
      categoryName: 'Afrobeats',
      _pending: { status: 'pending' },
    })
    expect(await db.sounds.get(S2)).toBeUndefined()
  })

  it('sends the sound after its queued upload, with the file name the upload got (prepare), exactly once', async () => {
    db = await testDB(ARTIST)
    await enqueue(db, uploadFileWrite, { id: UP, file: new Blob(['RIFF']), fileName: 'tune.wav' }, { userId: ARTIST.userId })
    await enqueue(db, createSoundWrite, createInput(), { userId: ARTIST.userId })
    const created = sound(S2, { title: 'New tune', budget: { escrowed: 80_000, paid: 0, pending: 0, refunded: 0, remaining: 80_000 } })
    const server = fakeServer((call) =>
      call.path === '/upload_file'
        ? { status: 201, body: { file: FILE, url: `/uploads/${FILE}`, mime: 'audio/wav', size: 4 } }
        : call.path === '/artist/get-all-sounds'
          ? feed('sounds', [created])
          : call.path.startsWith('/auth/')
            ? { status: 200, body: {} }
            : { status: 201, body: { sound: created } },
    )
    const result = await replay(server.fetchFn)
    expect(result).toMatchObject({ confirmed: 2, rejected: 0 })
    expect(server.calls.map((c) => c.path)).toEqual(['/upload_file', '/artist/create-sound'])
    expect(server.calls[1]!.body).toMatchObject({ id: S2, title: 'New tune', audio: FILE, category_id: CAT, pay_per_use: 20_000, slots: 4 })
    expect(result.refresh).toEqual(expect.arrayContaining(['walletBalance', 'sounds']))
    // The upload's answer is kept for later writes; the sound shows, no longer pending, until its lists are pulled.
    expect(await db.uploads.get(UP)).toMatchObject({ file: FILE, name: 'tune.wav' })
    const shown = (await readOverlaid(db, syncRegistry, 'sounds', ARTIST.userId)).find((r) => r.id === S2)
    expect(shown).toMatchObject({ title: 'New tune' })
    expect(shown).not.toHaveProperty('_pending')
    // Replaying again sends nothing more.
    await replay(server.fetchFn)
    expect(server.calls).toHaveLength(2)
    await pull(server.fetchFn, result.refresh)
    expect(await db.sounds.get(S2)).toMatchObject({ title: 'New tune', audio: { file: FILE } })
    expect(await db.outbox.count()).toBe(0)
  })

  it('refuses a sound whose upload is gone only once the server says it never had it, with a message for the user', async () => {
    db = await testDB(ARTIST)
    await enqueue(db, createSoundWrite, createInput(), { userId: ARTIST.userId })
    // The server cannot be asked: the sound waits, it is not refused.
    const down = fakeServer(() => ({ status: 503, body: {} }))
    expect(await replay(down.fetchFn)).toMatchObject({ confirmed: 0, rejected: 0, retried: 1 })
    expect(down.calls.map((c) => c.path)).toEqual([expect.stringMatching(/^\/idempotency\//)])
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 })
    const server = fakeServer(() => ({ status: 404, body: { message: 'The server has no request with this key', code: 'idempotency_unknown' } }))
    const result = await replay(server.fetchFn)
    expect(result).toMatchObject({ confirmed: 0, rejected: 1 })
    const [lookup] = server.calls
    expect(server.calls).toHaveLength(1)
    expect(lookup!.path).toBe(`/idempotency/${(await db.outbox.toArray())[0]!.idempotencyKey}`)
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({ status: 'rejected', error: { message: expect.stringContaining('tune.wav was not uploaded') } })
    // A refused write no longer shows in My Songs.
    expect((await readOverlaid(db, syncRegistry, 'sounds', ARTIST.userId)).find((r) => r.id === S2)).toBeUndefined()
  })
})
