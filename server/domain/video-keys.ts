import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { campaigns, uses } from '../db/schema/marketplace'
import { isUniqueViolation } from '../lib/db-errors'
import { conflict } from '../lib/errors'
import { videoIdentity } from '../lib/video-identity'
import { familyOf } from './campaigns'

/**
 * 409 when any of these videos was submitted before, anywhere (any sound or brand request, by
 * anyone, whatever became of it), saying where; also when the batch names one video twice.
 * The unique index on uses.video_key settles a race between two submissions.
 */
export async function assertVideosUnused(db: Executor, keys: string[], creatorId: string): Promise<void> {
  if (new Set(keys).size !== keys.length) throw conflict('The same video appears twice in what you sent; each video can be submitted once', 'duplicate_link')
  const [used] = await db
    .select({ title: campaigns.title, kind: campaigns.kind, creatorId: uses.creatorId })
    .from(uses)
    .innerJoin(campaigns, eq(campaigns.id, uses.campaignId))
    .where(inArray(uses.videoKey, keys))
    .limit(1)
  if (used) throw conflict(whereUsed(used, creatorId), 'duplicate_link')
}

function whereUsed(used: { title: string; kind: Parameters<typeof familyOf>[0]; creatorId: string }, creatorId: string): string {
  const place = familyOf(used.kind) === 'sound' ? `the sound "${used.title}"` : `the brand request "${used.title}"`
  const who = used.creatorId === creatorId ? 'by you' : 'by another creator'
  return `This video was already submitted for ${place} (${who}). Each video can be paid once: post a new video and submit its link.`
}

export const videoKeyOf = (url: string) => videoIdentity(url) ?? url

/**
 * Gives every video use its key (rows from before keys existed), oldest first. A later row that
 * names a video already keyed keeps its history but is marked as the duplicate it was, so the
 * unique index holds. Safe to run again and in several processes at once.
 */
export async function backfillVideoKeys(db: Executor): Promise<number> {
  let done = 0
  for (;;) {
    const batch = await db
      .select({ id: uses.id, videoUrl: uses.videoUrl })
      .from(uses)
      .where(and(eq(uses.kind, 'video'), isNull(uses.videoKey)))
      .orderBy(asc(uses.createdAt), asc(uses.id))
      .limit(500)
    if (batch.length === 0) return done
    for (const row of batch) {
      const key = videoKeyOf(row.videoUrl ?? row.id)
      try {
        await db.update(uses).set({ videoKey: key }).where(and(eq(uses.id, row.id), isNull(uses.videoKey)))
      } catch (err) {
        if (!isUniqueViolation(err, 'uses_video_key_key')) throw err
        await db.update(uses).set({ videoKey: `${key}#duplicate:${row.id}` }).where(and(eq(uses.id, row.id), isNull(uses.videoKey)))
      }
      done += 1
    }
  }
}
