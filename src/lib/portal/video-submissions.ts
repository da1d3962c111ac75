import type { BrandRequestRow, SoundRow } from '@/db/mirrors/market'
import { readUserData } from '@/lib/session/session'
import { queued, type ActionResult } from '@/lib/sync/action-result'
import { submitInfluencerLinksWrite, submitVideoWrite, useSoundWrite } from '@/lib/sync/portal/videos'
import { queueWrite } from '@/lib/sync/queue-write'
import { uuidV4 } from '@/lib/sync/uuid'
import { normalizeVideoLink } from '@server/lib/video-url'

// A creator's video, submitted for a slot they hold: on a sound's card, on a brand request, or
// from the share sheet. Queued once, checked as it is queued with the server's own schema (a
// refused link comes back in the server's words); it goes out now, or when the connection returns.

/** A link in the form the server keeps it (so a pending submission shows it as it will be); one it cannot read is left as typed, for the schema to refuse. */
const canonical = (link: string) => normalizeVideoLink(link) ?? link.trim()

/** Submits the video made with a held sound. */
export function submitSoundVideo(sound: Pick<SoundRow, 'id' | 'kind' | 'title' | 'artistId' | 'payPerUse'>, videoUrl: string): Promise<ActionResult> {
  const id = uuidV4()
  return queued(() => queueWrite(useSoundWrite, { id, soundid: sound.id, video_url: canonical(videoUrl), title: sound.title, kind: sound.kind, ownerId: sound.artistId, amount: sound.payPerUse }))
}

/** Submits several videos for an influencer slot (links separated by spaces or lines). */
export function submitInfluencerLinks(sound: Pick<SoundRow, 'id' | 'title' | 'artistId' | 'payPerUse'>, text: string, room: number): Promise<ActionResult> {
  const links = text
    .split(/\s+/)
    .map((l) => l.trim())
    .filter(Boolean)
  if (!links.length) return Promise.resolve({ ok: false, message: 'Give at least one link.' })
  if (links.length > room) return Promise.resolve({ ok: false, message: `This slot takes ${room} more ${room === 1 ? 'video' : 'videos'}; you gave ${links.length}.` })
  const ids = links.map(() => uuidV4())
  return queued(() => queueWrite(submitInfluencerLinksWrite, { soundid: sound.id, links: links.map(canonical), ids, title: sound.title, ownerId: sound.artistId, amount: sound.payPerUse }))
}

/** The brand request a video is for, and the slot the creator holds on it. */
export type HeldRequest = Pick<BrandRequestRow, 'id' | 'type' | 'title' | 'brandId' | 'payPerVideo'> & { holdId: string | null }

/** Submits the video link for the slot the creator holds on a brand request. */
export async function submitRequestVideo(r: HeldRequest, link: string): Promise<ActionResult> {
  const user = readUserData()
  if (typeof user?.id !== 'string') return { ok: false, message: 'Sign in to do this.' }
  const creatorName = typeof user.fullName === 'string' ? user.fullName : null
  const result = await queued(() =>
    queueWrite(submitVideoWrite, {
      id: uuidV4(),
      request_id: r.id,
      video_url: canonical(link),
      view: { creatorName, ownerId: r.brandId, title: r.title, kind: r.type, amount: r.payPerVideo, holdId: r.holdId },
    }),
  )
  // A refused link is said as "The link must be …".
  return !result.ok && result.field === 'video_url' ? { ok: false, message: `The link ${result.message}.` } : result
}
