import Dexie from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { openAppDB, type AppDB } from '../../db/db'
import { schemaVersions } from '../../db/schema'
import type { OutboxEntry } from '../../db/sync-schema'
import { processLock } from './lock'
import { enqueue } from './outbox'
import { readOverlaid } from './overlay'
import { approveAllWrite, releaseSlotsWrite } from '@/features/artist/writes'
import { pullAll } from './pull'
import { finishConfirmed } from './replay'
import { replayQueue } from './replay-core'
import { approval as approvalRow } from './portal/sounds.fixtures'
import { syncRegistry } from './sync-registry'
import { manualClock, signIn, testDB } from './test-support'

// The engine's side of "one description per write": a confirmed write's change stays shown until
// a pull of its lists that started after the confirmation lands, and drops with it; the worker's
// runner, knowing no write kinds, leaves what needs them to the page; entries queued before entries
// described themselves are converted when the database opens.

const ARTIST = { userId: '00000000-0000-4000-8000-0000000000a1', accessToken: 'token-artist', role: 'artist' }
const A1 = '00000000-0000-4000-8000-000000000001'
const UP = '00000000-0000-4000-8000-0000000000f1'
const BASE = 'http://portal.test/api'

let db: AppDB
afterEach(() => db?.close())

type Answer = (path: string, body: unknown) => Promise<Response> | Response
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function server(answer: Answer) {
  const calls: Array<{ path: string; body: unknown }> = []
  const fetchFn = (async (url: string, init: RequestInit = {}) => {
    const path = new URL(url).pathname.replace(/^\/api/, '')
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : null
    calls.push({ path, body })
    return answer(path, body)
  }) as unknown as typeof fetch
  return { calls, fetchFn }
}

/** The artist's use A1, pending or approved (`updatedAt` tells the two answers apart). */
const approval = (status: 'pending' | 'approved') => approvalRow(A1, { status, updatedAt: status })

const lists: Answer = (path) => {
  if (path === '/approval/get-approvals-by-id') return json(200, { approvals: [approval('approved')], deleted: [], cursor: 'c1' })
  if (path === '/artist/get-all-sounds') return json(200, { sounds: [], deleted: [], cursor: 'c1' })
  return json(200, {})
}

const pull = (fetchFn: typeof fetch, names: readonly string[]) => pullAll({ db, fetch: fetchFn, baseUrl: BASE, now: Date.now }, names)
const replay = (fetchFn: typeof fetch) => replayQueue({ db, fetch: fetchFn, baseUrl: BASE, now: manualClock().now, lock: processLock })
const statusShown = async () => (await readOverlaid(db, syncRegistry, 'approvals', ARTIST.userId))[0]?.status

describe('a confirmed write', () => {
  it('stays shown until a pull that started after the confirmation lands, and drops with it', async () => {
    db = await testDB(ARTIST)
    await db.approvals.put(approval('pending'))
    await enqueue(db, approveAllWrite, { ownerId: ARTIST.userId, asAdmin: false, count: 1 }, { userId: ARTIST.userId })
    expect(await db.outbox.get(1)).toMatchObject({ label: 'Approving all 1 pending use', pulls: expect.arrayContaining(['approvals', 'walletBalance']) })
    let confirmDuringPull = true
    const portal = server(async (path, body) => {
      if (path === '/approval/by-artist-approve-all') return json(200, { approvals: [approval('approved')] })
      // The write is confirmed while this pull is on its way: its answer may predate the write.
      if (path === '/approval/get-approvals-by-id' && confirmDuringPull) {
        confirmDuringPull = false
        expect(await replay(portal.fetchFn)).toMatchObject({ confirmed: 1 })
        return json(200, { approvals: [approval('pending')], deleted: [], cursor: 'c0' })
      }
      return lists(path, body)
    })
    await pull(portal.fetchFn, ['approvals'])
    expect(await db.outbox.get(1)).toMatchObject({ status: 'confirmed' })
    expect((await db.approvals.get(A1))?.status).toBe('pending')
    expect(await statusShown()).toBe('approved')
    // The next pull brings the server's row in, and the entry leaves in the same transaction.
    await pull(portal.fetchFn, ['approvals'])
    expect((await db.approvals.get(A1))?.status).toBe('approved')
    expect(await db.outbox.get(1)).toMatchObject({ pulls: expect.not.arrayContaining(['approvals']) })
    await pull(portal.fetchFn, ['walletBalance', 'sounds', 'artist.dashboard', 'brandRequests.mine', 'brandRequests.all'])
    expect(await db.outbox.count()).toBe(0)
    expect(await statusShown()).toBe('approved')
  })
})

describe('the runner without write kinds (the worker)', () => {
  it('keeps the answer of an entry an older version marked for the page, and the page makes it wait for its lists', async () => {
    db = await testDB(ARTIST)
    const hold = { id: '00000000-0000-4000-8000-0000000000b1', campaignId: '00000000-0000-4000-8000-000000000051', creatorId: 'C', status: 'held' as const, expiresAt: 'e', createdAt: 'c', updatedAt: 'u', creatorName: 'Chi', videos: 0 }
    await db.artistReservedSlots.put(hold)
    const { seq } = await enqueue(db, releaseSlotsWrite, { sound_id: hold.campaignId, title: 'Juju', hold_ids: [hold.id] }, { userId: ARTIST.userId, online: false })
    // What the database upgrade leaves on an entry whose kind used to write the answer by hand.
    await db.outbox.update(seq!, { confirmBy: 'page' })
    const portal = server(() => json(200, { released: [{ id: hold.id }], skipped: [] }))
    expect(await replay(portal.fetchFn)).toMatchObject({ confirmed: 1 })
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'confirmed', confirmBy: 'page', result: { released: [{ id: hold.id }] } }])
    expect(await db.syncNotices.toArray()).toMatchObject([{ message: 'Releasing a held slot of "Juju": sent.' }])
    // The released sound's set of holds alone (the set its kind names), and the sounds.
    const holdsOfSound = `artist.reservedSlots?sound_id=${hold.campaignId}`
    expect(await finishConfirmed(db, ARTIST.userId)).toEqual([holdsOfSound, 'sounds'])
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({ status: 'confirmed', pulls: [holdsOfSound, 'sounds'] })
    expect(entry?.confirmBy).toBeUndefined()
    // Until those lists land, the hold still shows released.
    expect((await readOverlaid(db, syncRegistry, 'artistReservedSlots', ARTIST.userId)).map((r) => r.status)).toEqual(['released'])
  })
})

describe('entries queued before entries described themselves', () => {
  it('are converted when the database opens, and an old sound still gets its upload’s file name', async () => {
    const name = `landing-upgrade-${process.pid}`
    const old = new Dexie(name)
    for (const { version, stores } of schemaVersions.filter((v) => v.version <= 3)) old.version(version).stores(stores)
    const base = { userId: ARTIST.userId, method: 'POST' as const, createdAt: 1, attempts: 0, nextAttemptAt: 0, status: 'pending' as const, announce: false }
    const upload: OutboxEntry = {
      ...base,
      kind: 'uploads.file',
      path: '/upload_file',
      body: { type: 'form', fields: [{ name: 'file', blob: new Blob(['RIFF']), fileName: 'tune.wav' }] },
      input: { id: UP, fileName: 'tune.wav', size: 4, type: 'audio/wav' },
      idempotencyKey: 'k1',
    }
    const sound: OutboxEntry = { ...base, kind: 'artist.createSound', path: '/artist/create-sound', body: { type: 'json', value: { id: 'S2', title: 'New tune' } }, input: { uploadId: UP, uploadName: 'tune.wav', body: { id: 'S2', title: 'New tune' } }, idempotencyKey: 'k2' }
    await old.table('outbox').bulkAdd([upload, sound])
    old.close()
    db = openAppDB(name)
    await signIn(db, ARTIST)
    const [u, s] = await db.outbox.toArray()
    expect(u).toMatchObject({ confirmBy: 'page', keep: { table: 'uploads', row: { id: UP, name: 'tune.wav' } } })
    expect(s).toMatchObject({ confirmBy: 'page', refs: [{ table: 'uploads', id: UP, field: 'file', into: 'audio', missing: expect.stringContaining('tune.wav was not uploaded') }] })
    const portal = server((path) => (path === '/upload_file' ? json(201, { file: 'f.wav', url: '/uploads/f.wav', mime: 'audio/wav', size: 4 }) : json(201, { sound: { id: 'S2' } })))
    expect(await replay(portal.fetchFn)).toMatchObject({ confirmed: 2 })
    expect(portal.calls[1]).toEqual({ path: '/artist/create-sound', body: { id: 'S2', title: 'New tune', audio: 'f.wav' } })
    expect(await db.uploads.get(UP)).toMatchObject({ file: 'f.wav', name: 'tune.wav' })
    // The page finishes them with the write kinds it has: both now wait only for their lists.
    const waiting = await finishConfirmed(db, ARTIST.userId)
    expect(waiting).toEqual(expect.arrayContaining(['sounds']))
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'artist.createSound', status: 'confirmed', label: 'New sound "New tune"' }])
    await db.delete()
  })
})
