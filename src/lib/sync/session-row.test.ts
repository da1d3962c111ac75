import { afterEach, describe, expect, it } from 'vitest'
import type { AppDB } from '../../db/db'
import { readSessionRow, revokeSessionToken, writeSessionRow } from './session-row'
import { signIn, testDB } from './test-support'

const A = { userId: '00000000-0000-4000-8000-00000000000a', accessToken: 'token-a', role: 'artist' }
const B = { userId: '00000000-0000-4000-8000-00000000000b', accessToken: 'token-b', role: 'artist' }
const signOut = (db: AppDB) => writeSessionRow(db, { userId: null, accessToken: null, role: null, apiBase: null })

let db: AppDB
afterEach(() => db?.close())

async function withData(): Promise<AppDB> {
  const d = await testDB(A)
  await d.uploads.put({ id: 'u1', name: 'tune.wav', file: 'abc.wav', url: '/uploads/abc.wav', mime: 'audio/wav', size: 4, createdAt: 1 })
  await d.categories.put({ id: 'c1', name: 'Afrobeats', createdAt: 'c', updatedAt: 'u' } as never)
  return d
}

describe('what a change of session clears', () => {
  it('a sign-out (the 401 rule) clears the mirrors but keeps the uploads queued writes refer to; the same user finds them again', async () => {
    db = await withData()
    await revokeSessionToken(db, A.accessToken)
    await signOut(db)
    expect(await db.categories.count()).toBe(0)
    expect(await db.uploads.count()).toBe(1)
    expect(await readSessionRow(db)).toMatchObject({ userId: null, dataOwner: A.userId })
    await signIn(db, { ...A, accessToken: 'token-a2' })
    expect(await db.uploads.get('u1')).toMatchObject({ file: 'abc.wav' })
  })

  it('another user signing in clears everything of the first, the uploads included', async () => {
    db = await withData()
    await signOut(db)
    await signIn(db, B)
    expect(await db.uploads.count()).toBe(0)
    expect(await readSessionRow(db)).toMatchObject({ userId: B.userId, dataOwner: B.userId })
    // And directly, without a sign-out in between.
    await db.uploads.put({ id: 'u2', name: 'b.wav', file: 'b.wav', url: '/uploads/b.wav', mime: 'audio/wav', size: 4, createdAt: 1 })
    await signIn(db, A)
    expect(await db.uploads.count()).toBe(0)
  })
})
