import { randomBytes, randomUUID } from 'node:crypto'
import { followerVerifications } from '../db/schema/accounts'
import { runVideoChecks, videoCheckJob } from '../domain/video-checks'
import { createVideoChecker } from '../lib/video-checker'
import { socialHostOf } from '../lib/social-url'
import type { FakePlatform } from './fake-video-platform'
import type { TestApp } from './test-app'

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
