import { afterEach, describe, expect, it } from 'vitest'
import { ADMIN_KIND, ADMIN_KINDS, CATEGORY_KIND } from '@/features/admin/kinds'
import { adminWrites } from '@/features/admin/writes'
import { ARTIST_KIND } from '@/features/artist/kinds'
import { BRAND_KINDS } from '@/features/brand/kinds'
import { brandWrites } from '@/features/brand/writes'
import { CREATOR_KIND, CREATOR_WRITE_KINDS } from '@/features/creator/kinds'
import { PROFILE_KIND } from '@/features/profile/kinds'
import { WALLET_KIND } from '@/features/wallet/kinds'
import { CREATE_SOUND_KIND, VIDEO_KIND } from '@/lib/sync/portal/shared-kinds'
import { createSoundWrite } from '@/features/song-upload/writes'
import { fundWalletWrite } from '@/features/wallet/writes'
import type { AppDB } from '@/db/db'
import { enqueue, RefusedBody } from '@/lib/sync/outbox'
import { testDB } from '@/lib/sync/test-support'
import { syncRegistry } from './portal-registry'

// Each write kind names the server's own schema for its body: a body the server would refuse is
// refused when queued, in the server's words, and never enters the outbox.

const U = '00000000-0000-4000-8000-000000000001'
let db: AppDB
afterEach(() => db?.close())

describe('the names screens read write kinds by (each feature’s kinds.ts)', () => {
  it('are the names of registered write kinds, and the lists of kinds are whole', () => {
    const names = [ADMIN_KIND, CATEGORY_KIND, ARTIST_KIND, CREATOR_KIND, PROFILE_KIND, WALLET_KIND, VIDEO_KIND].flatMap((k) => Object.values(k))
    const registered = syncRegistry.writes().map((w) => w.name)
    expect(registered).toEqual(expect.arrayContaining([...names, CREATE_SOUND_KIND, ...BRAND_KINDS, ...CREATOR_WRITE_KINDS]))
    expect(ADMIN_KINDS).toEqual(adminWrites.map((w) => w.name))
    expect(BRAND_KINDS).toEqual(brandWrites.map((w) => w.name))
  })
})

describe('write bodies', () => {
  it('every kind with a JSON body declares the server’s schema (the upload is multipart, checked by the server)', () => {
    const without = syncRegistry
      .writes()
      .filter((w) => !w.schema)
      .map((w) => w.name)
    expect(without).toEqual(['uploads.file'])
  })

  it('a body the server’s schema refuses is refused when queued, with its message and field, and nothing is stored', async () => {
    db = await testDB()
    const refused = await enqueue(db, fundWalletWrite, { amount: -5 }, { userId: U }).catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(RefusedBody)
    expect(refused).toMatchObject({ field: 'amount', message: expect.stringMatching(/\S/) })
    expect(await db.outbox.count()).toBe(0)
    await enqueue(db, fundWalletWrite, { amount: 500 }, { userId: U })
    expect(await db.outbox.count()).toBe(1)
  })

  it('a sound whose audio is still uploading is checked with a stand-in for the file name it will get', async () => {
    db = await testDB()
    const base = { uploadId: U, uploadName: 'a.wav', artistId: U, artistName: null, categoryName: null, currency: 'NGN' }
    const body = { id: U, kind: 'normal' as const, title: 'Tune', category_id: U, pay_per_use: 1000, slots: 2, hold_hours: 24, video_links: [] }
    await enqueue(db, createSoundWrite, { ...base, body }, { userId: U })
    expect((await db.outbox.toArray())[0]?.body).toEqual({ type: 'json', value: body })
    const noTitle = await enqueue(db, createSoundWrite, { ...base, body: { ...body, title: '' } }, { userId: U }).catch((err: unknown) => err)
    expect(noTitle).toMatchObject({ name: 'RefusedBody', field: 'title' })
    expect(await db.outbox.count()).toBe(1)
  })
})
