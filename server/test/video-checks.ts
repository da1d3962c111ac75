import { randomBytes, randomUUID } from 'node:crypto'
import { followerVerifications } from '../db/schema/accounts'
import { runVideoChecks, videoCheckJob } from '../domain/video-checks'
import { createVideoChecker } from '../lib/video-checker'
import { socialHostOf } from '../lib/social-url'
import type { FakePlatform } from './fake-video-platform'
import type { TestApp } from './test-app'
import { expect } from 'vitest'
import type { TestUser } from './accounts'
import { createSound, fundedArtist, get, makeCreator, post } from './market'

/** Proof-of-use fixtures: verified accounts, TikTok ids of a given time, videos on the fake platform, a run of the job. */

/** Records `profileUrl` as the creator's follower-verified account (as an admin's decision would). */
export async function verifyAccount(t: TestApp, userId: string, profileUrl: string): Promise<void> {
  await t.database.db
    .insert(followerVerifications)
    .values({ id: randomUUID(), userId, profileUrl, platform: socialHostOf(profileUrl)!, status: 'verified', followers: 1000, checker: 'manual', decidedAt: new Date() })
}

/** A TikTok video id made at `at` (its upper 32 bits are the time in Unix seconds). */
export const tiktokIdAt = (at: Date) => ((BigInt(Math.floor(at.getTime() / 1000)) << 32n) | BigInt(randomBytes(4).readUInt32BE(0))).toString()

let handles = 0
/** A handle never used before in this process. */
export const newHandle = (prefix = 'kemi') => `${prefix}.${Date.now().toString(36)}${(handles += 1)}`

/**
 * A TikTok video posted by `author` at `at` (an hour from now by default, so after any hold the
 * test makes), registered on the fake platform; returns its link.
 */
export function tiktokVideo(fake: FakePlatform, author: string, o: { at?: Date; title?: string; linkAuthor?: string } = {}): string {
  const id = tiktokIdAt(o.at ?? new Date(Date.now() + 3_600_000))
  fake.add(`tiktok:${id}`, { author, title: o.title ?? `Dancing to the sound #${id.slice(-4)}` })
  return `https://www.tiktok.com/@${o.linkAuthor ?? author}/video/${id}`
}

/** One run of the checking job with the test server's settings (`fetch` to watch its requests). */
export const checkVideos = (t: TestApp, o: { now?: Date; fetch?: typeof fetch } = {}) => runVideoChecks(t.database.db, videoCheckJob(t.env, createVideoChecker(t.env, { fetch: o.fetch })), o.now)

/** A sound with a creator holding a slot on it; the creator's TikTok account is verified unless told (`verify: null`: none). */
export async function holdingSlot(t: TestApp, o: { verify?: string | null; payPerUse?: number } = {}) {
  const artist = await fundedArtist(t, 100_000)
  const handle = newHandle()
  const creator = await makeCreator(t)
  const verify = o.verify === undefined ? `https://www.tiktok.com/@${handle}` : o.verify
  if (verify) await verifyAccount(t, creator.id, verify)
  const sound = await createSound(t, artist, { pay_per_use: o.payPerUse ?? 10_000, slots: 5 })
  expect((await post(t, '/artist/add-hold-slot', creator, { soundid: sound.id })).status).toBe(201)
  return { artist, creator, handle, sound }
}

/** Submits a video link through the API; the approval it answers. */
export async function submitVideo(t: TestApp, creator: TestUser, soundId: string, link: string) {
  const res = await post(t, '/approval/use-sound', creator, { soundid: soundId, video_url: link })
  const body = await res.json()
  expect(res.status, JSON.stringify(body)).toBe(201)
  return body.approval as { id: string; videoCheck: Record<string, unknown> | null; updatedAt: string }
}

/** One of the creator's approvals as their own list answers it. */
export async function approvalOf(t: TestApp, creator: TestUser, id: string) {
  const { approvals } = await (await get(t, `/approval/get-approvals?user_id=${creator.id}`, creator)).json()
  return approvals.find((a: { id: string }) => a.id === id)
}
