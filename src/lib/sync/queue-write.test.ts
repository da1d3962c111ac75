// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../db/db'
import { SEED_VERSION_KEY } from '../../db/demo-schema'
import { queued } from './action-result'
import { disk, onDisk } from './disk-quota.fixtures'
import { STORAGE_FULL_MESSAGE } from './full-disk'
import { USER_DATA_KEY } from '../session/session'
import { RefusedBody } from './outbox'
import { uploadFileWrite } from './portal/uploads'
import { useSoundWrite } from './portal/videos'
import { planWrite, queueWrite, queueWrites } from './queue-write'
import { clearMirrors } from './session-row'
import { syncSessionRow } from './session-sync'

// Writes that go together (a photo's upload, then the profile naming it) are checked before any is
// stored: a body the server's schema refuses leaves none of them queued.

const ME = '00000000-0000-4000-8000-0000000000c1'
const SOUND = '00000000-0000-4000-8000-000000000051'
const upload = () => ({ id: '00000000-0000-4000-8000-0000000000f1', file: new Blob(['RIFF']), fileName: 'clip.png' })
const soundUse = (video_url: string) => ({ id: '00000000-0000-4000-8000-000000000061', soundid: SOUND, video_url, title: 'Tune', kind: 'normal' as const, ownerId: ME, amount: 100 })

beforeEach(() => localStorage.setItem(USER_DATA_KEY, JSON.stringify({ id: ME, accessToken: 'token', role: 'tiktoker' })))
afterEach(async () => {
  localStorage.clear()
  await db.outbox.clear()
})

describe('queueWrites', () => {
  it('stores nothing when a later body is refused, and says why in the server’s words', async () => {
    const refused = await queueWrites([planWrite(uploadFileWrite, upload()), planWrite(useSoundWrite, soundUse('http://example.com/clip'))]).catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(RefusedBody)
    expect(refused).toMatchObject({ field: 'video_url', path: ['video_url'] })
    expect(await db.outbox.count()).toBe(0)
  })

  it('stores the writes in order once every body passes', async () => {
    const stored = await queueWrites([planWrite(uploadFileWrite, upload()), planWrite(useSoundWrite, soundUse('https://www.tiktok.com/@ada/video/7301234567890123456'))])
    expect(stored.map((e) => e.kind)).toEqual(['uploads.file', 'creator.useSound'])
    expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual(['uploads.file', 'creator.useSound'])
  })
})

describe('queueing a change on a full disk', () => {
  // The app's own database on a disk that fills up (middleware joins when the database opens).
  const d = disk()
  beforeAll(() => {
    db.close({ disableAutoOpen: false })
    onDisk(db, d)
  })
  afterAll(() => {
    db.unuse({ stack: 'dbcore', name: 'disk-quota' })
    db.close({ disableAutoOpen: false })
  })
  afterEach(async () => {
    d.limit = Number.POSITIVE_INFINITY
    await db.todoTasks.clear()
    await db.meta.delete(SEED_VERSION_KEY)
  })

  const video = () => soundUse('https://www.tiktok.com/@ada/video/7301234567890123456')

  it('stores the change once the demo data is freed', async () => {
    await syncSessionRow()
    await db.todoTasks.bulkAdd([{ id: 1, title: 'Buy milk' } as never])
    await db.meta.put({ key: SEED_VERSION_KEY, value: 1 })
    d.limit = d.used()
    expect(await queued(() => queueWrite(useSoundWrite, video()))).toEqual({ ok: true })
    expect(await db.outbox.count()).toBe(1)
    expect(await db.todoTasks.count()).toBe(0)
  })

  it('tells the user the change was not saved and why, with nothing stored, when nothing can be freed', async () => {
    await syncSessionRow()
    // Other files' lists may be in this database: none here, so nothing is left to free.
    await clearMirrors(db)
    d.limit = d.used()
    expect(await queued(() => queueWrite(useSoundWrite, video()))).toEqual({ ok: false, message: STORAGE_FULL_MESSAGE })
    expect(await db.outbox.count()).toBe(0)
  })
})
