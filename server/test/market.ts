import { randomBytes, randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { uploads } from '../db/schema/content'
import { createCategory } from '../domain/categories'
import { createStorage } from '../lib/services'
import type { UserRow } from '../domain/accounts'
import { getBalances } from '../wallet/domain/accounts'
import { fund } from '../wallet/domain/movements'
import { walletAccounts } from '../wallet/schema'
import { PLATFORM } from '../wallet/schema-values'
import { call, makeUser, type TestUser } from './accounts'
import type { TestApp } from './test-app'

/** Marketplace fixtures for tests: funded artists, verified creators, uploaded audio, sounds. */

export const fundWallet = (t: TestApp, userId: string, amount: number) =>
  fund(t.walletDb, { userId, amount, idempotencyKey: `test:${randomUUID()}`, source: 'test' })

export const balances = (t: TestApp, userId: string) => getBalances(t.walletDb, userId)

/** The platform's fees account balance. */
export async function platformFees(t: TestApp): Promise<number> {
  const rows = await t.walletDb.select().from(walletAccounts).where(eq(walletAccounts.owner, PLATFORM))
  return rows.find((r) => r.kind === 'fees')?.balance ?? 0
}

/** An upload as /upload_file would leave it: the bytes in the store and its row. */
/** The test server's file store (the default local folder in its data directory). */
export const fileStoreOf = (t: TestApp) => createStorage(t.env)

export async function uploadFor(t: TestApp, ownerId: string, kind: 'audio' | 'image' = 'audio'): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${kind === 'audio' ? 'wav' : 'png'}`
  await fileStoreOf(t).put(name, Readable.from(Buffer.alloc(100)), { size: 100, contentType: kind === 'audio' ? 'audio/wav' : 'image/png' })
  await t.database.db.insert(uploads).values({ name, ownerId, mime: kind === 'audio' ? 'audio/wav' : 'image/png', size: 100, durationSeconds: kind === 'audio' ? 1 : null })
  return name
}

export const makeCategory = (t: TestApp) => createCategory(t.database.db, { name: `Genre ${randomUUID().slice(0, 8)}` })

/** An approved, follower-verified creator (the only kind that may hold slots). */
export const makeCreator = (t: TestApp, extra: Partial<UserRow> = {}) => makeUser(t, 'tiktoker', { followerVerification: 'verified', ...extra })
export const makeInfluencer = (t: TestApp) => makeCreator(t, { influencer: 'Yes', spamVideos: 'enabled' })

let seq = 0
/** A well-formed TikTok link never used before in this process. */
export const videoLink = () => `https://www.tiktok.com/@creator/video/${Date.now()}${(seq += 1)}${randomBytes(3).readUIntBE(0, 3)}`

export const post = (t: TestApp, path: string, user: TestUser | null, body: unknown, headers: Record<string, string> = {}) =>
  call(t, 'POST', `/api${path}`, { token: user?.token, body, headers })
/** A POST as `user` to either of two servers on one database (`t.app` or a peer). */
export const postOn = (server: Pick<TestApp['app'], 'request'>, path: string, user: TestUser, body: unknown) =>
  server.request(`/api${path}`, { method: 'POST', headers: { render: 'backend', 'content-type': 'application/json', 'x-access-token': user.token }, body: JSON.stringify(body) })
export const get = (t: TestApp, path: string, user: TestUser | null) => call(t, 'GET', `/api${path}`, { token: user?.token })

/** Creates a sound through the API as `artist` and returns it (asserting 201). */
export async function createSound(t: TestApp, artist: TestUser, body: Record<string, unknown> = {}) {
  const category = await makeCategory(t)
  const res = await post(t, '/artist/create-sound', artist, {
    title: 'Summer Groove',
    category_id: category.id,
    audio: await uploadFor(t, artist.id),
    pay_per_use: 10_000,
    slots: 3,
    ...body,
  })
  const json = await res.json()
  expect(res.status, JSON.stringify(json)).toBe(201)
  return json.sound as { id: string; slots: { total: number; free: number; held: number; used: number }; budget: { remaining: number } | null }
}

/** A funded artist. */
export async function fundedArtist(t: TestApp, amount: number) {
  const artist = await makeUser(t, 'artist')
  await fundWallet(t, artist.id, amount)
  return artist
}
