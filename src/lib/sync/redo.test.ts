import { afterEach, describe, expect, it } from 'vitest'
import type { AppDB } from '../../db/db'
import { enqueue } from './outbox'
import { holdSlotWrite } from '@/features/creator/writes'
import { useSoundWrite } from './portal/videos'
import { editableFields, editAndRetry, settleRefusals, targetOf } from './redo'
import { testDB } from './test-support'

const A = { userId: '00000000-0000-4000-8000-00000000000a', accessToken: 'token-a' }
const B = '00000000-0000-4000-8000-00000000000b'
const SOUND = '00000000-0000-4000-8000-000000000051'
const OTHER = '00000000-0000-4000-8000-000000000052'
const use = (id: string, soundid = SOUND, video_url = 'https://tiktok.com/@a/video/1') => ({ id, soundid, video_url, title: 'Lagos Nights', kind: 'normal' as const, ownerId: B, amount: 100 })
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

let db: AppDB
afterEach(() => db?.close())

async function refused(input: ReturnType<typeof use>, userId = A.userId) {
  const e = await enqueue(db, useSoundWrite, input, { userId })
  await db.outbox.update(e.seq, { status: 'rejected', error: { status: 409, message: 'This video was already submitted.' } })
  return (await db.outbox.get(e.seq))!
}

describe('editing a refused write', () => {
  it('offers its text fields, never the ids it refers to', async () => {
    db = await testDB(A)
    const e = await refused(use(uuid(1)))
    expect(editableFields(e)).toEqual([{ name: 'video_url', label: 'Video link', value: 'https://tiktok.com/@a/video/1' }])
  })

  it('sends it again with the new value in body and input, under a new key', async () => {
    db = await testDB(A)
    const before = await refused(use(uuid(1)))
    expect(await editAndRetry(db, before.seq!, { video_url: ' https://tiktok.com/@a/video/2 ', soundid: OTHER })).toBe(true)
    const after = (await db.outbox.get(before.seq!))!
    expect(after.status).toBe('pending')
    expect(after.error).toBeUndefined()
    expect(after.body).toEqual({ type: 'json', value: { soundid: SOUND, video_url: 'https://tiktok.com/@a/video/2', id: uuid(1) } })
    expect((after.input as { video_url: string }).video_url).toBe('https://tiktok.com/@a/video/2')
    expect(after.idempotencyKey).not.toBe(before.idempotencyKey)
  })

  it('leaves a write that is not refused alone', async () => {
    db = await testDB(A)
    const e = await enqueue(db, useSoundWrite, use(uuid(1)), { userId: A.userId })
    expect(await editAndRetry(db, e.seq, { video_url: 'https://tiktok.com/@a/video/9' })).toBe(false)
    expect((await db.outbox.get(e.seq))!.idempotencyKey).toBe(e.idempotencyKey)
  })
})

describe('a refusal redone', () => {
  it('is settled when the same action on the same thing goes through, for the same user only', async () => {
    db = await testDB(A)
    const mine = await refused(use(uuid(1)))
    const otherSound = await refused(use(uuid(2), OTHER))
    const otherUser = await refused(use(uuid(3)), B)
    const redo = await enqueue(db, useSoundWrite, use(uuid(4), SOUND, 'https://tiktok.com/@a/video/5'), { userId: A.userId })
    expect(targetOf(redo)).toBe(targetOf(mine))
    expect(await settleRefusals(db, redo)).toBe(1)
    expect(await db.outbox.get(mine.seq!)).toBeUndefined()
    expect((await db.outbox.bulkGet([otherSound.seq!, otherUser.seq!])).map((e) => e?.status)).toEqual(['rejected', 'rejected'])
  })

  it('is not settled by another kind of write on the same thing', async () => {
    db = await testDB(A)
    const mine = await refused(use(uuid(1)))
    const hold = await enqueue(db, holdSlotWrite, { id: uuid(6), soundid: SOUND, holdHours: 24 }, { userId: A.userId })
    expect(await settleRefusals(db, hold)).toBe(0)
    expect((await db.outbox.get(mine.seq!))?.status).toBe('rejected')
  })
})
