// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../db/db'
import { USER_DATA_KEY } from '../session/session'
import { RefusedBody } from './outbox'
import { uploadFileWrite } from './portal/uploads'
import { useSoundWrite } from './portal/videos'
import { planWrite, queueWrites } from './queue-write'

// Writes that go together (a photo's upload, then the profile naming it) are checked before any is
// stored: a body the server's schema refuses leaves none of them queued.

const ME = '00000000-0000-4000-8000-0000000000c1'
const SOUND = '00000000-0000-4000-8000-000000000051'
const upload = () => ({ id: '00000000-0000-4000-8000-0000000000f1', file: new Blob(['RIFF']), fileName: 'clip.png' })
const use = (video_url: string) => ({ id: '00000000-0000-4000-8000-000000000061', soundid: SOUND, video_url, title: 'Tune', kind: 'normal' as const, ownerId: ME, amount: 100 })

beforeEach(() => localStorage.setItem(USER_DATA_KEY, JSON.stringify({ id: ME, accessToken: 'token', role: 'tiktoker' })))
afterEach(async () => {
  localStorage.clear()
  await db.outbox.clear()
})

describe('queueWrites', () => {
  it('stores nothing when a later body is refused, and says why in the server’s words', async () => {
    const refused = await queueWrites([planWrite(uploadFileWrite, upload()), planWrite(useSoundWrite, use('http://example.com/clip'))]).catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(RefusedBody)
    expect(refused).toMatchObject({ field: 'video_url', path: ['video_url'] })
    expect(await db.outbox.count()).toBe(0)
  })

  it('stores the writes in order once every body passes', async () => {
    const stored = await queueWrites([planWrite(uploadFileWrite, upload()), planWrite(useSoundWrite, use('https://www.tiktok.com/@ada/video/7301234567890123456'))])
    expect(stored.map((e) => e.kind)).toEqual(['uploads.file', 'creator.useSound'])
    expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual(['uploads.file', 'creator.useSound'])
  })
})
