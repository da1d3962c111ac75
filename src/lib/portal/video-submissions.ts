import type { BrandRequestRow, SoundRow } from '@/db/mirrors/market'
import { readUserData } from '@/lib/session/session'
import { queued, type ActionResult } from '@/lib/sync/action-result'
import { submitInfluencerLinksWrite, submitVideoWrite, useSoundWrite } from '@/lib/sync/portal/videos'
import { queueWrite } from '@/lib/sync/queue-write'
import { uuidV4 } from '@/lib/sync/uuid'

// A creator's video, submitted for a slot they hold: on a sound's card, on a brand request, or
// from the share sheet. Each is checked with the server's own schema, then queued (sent now, or
// when the connection returns). The schemas (and the validation library under them) load when the
// user submits, not before the screen's first card shows.

const approvalSchemas = () => import('@server/routes/approvals/approvals.schemas')
const soundSchemas = () => import('@server/routes/sounds/sounds.schemas')
const requestSchemas = () => import('@server/routes/brand-requests/brand-requests.schemas')

/** The server's first message for a refused form value, without the field path. */
function firstIssue(error: { issues: ReadonlyArray<{ message: string }> }): string {
  return error.issues[0]?.message ?? 'This value is not accepted'
}

/** Submits the video made with a held sound. */
export async function submitSoundVideo(sound: Pick<SoundRow, 'id' | 'kind' | 'title' | 'artistId' | 'payPerUse'>, videoUrl: string): Promise<ActionResult> {
  const id = uuidV4()
  const { UseSoundBodySchema } = await approvalSchemas()
  const parsed = UseSoundBodySchema.safeParse({ soundid: sound.id, video_url: videoUrl.trim(), id })
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) }
  return queued(() =>
    queueWrite(useSoundWrite, { id, soundid: sound.id, video_url: parsed.data.video_url, title: sound.title, kind: sound.kind, ownerId: sound.artistId, amount: sound.payPerUse }),
  )
}

/** Submits several videos for an influencer slot (links separated by spaces or lines). */
export async function submitInfluencerLinks(sound: Pick<SoundRow, 'id' | 'title' | 'artistId' | 'payPerUse'>, text: string, room: number): Promise<ActionResult> {
  const links = text
    .split(/\s+/)
    .map((l) => l.trim())
    .filter(Boolean)
  if (!links.length) return { ok: false, message: 'Give at least one link.' }
  if (links.length > room) return { ok: false, message: `This slot takes ${room} more ${room === 1 ? 'video' : 'videos'}; you gave ${links.length}.` }
  const ids = links.map(() => uuidV4())
  const { SubmitLinksBodySchema } = await soundSchemas()
  const parsed = SubmitLinksBodySchema.safeParse({ soundid: sound.id, links, ids })
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) }
  return queued(() =>
    queueWrite(submitInfluencerLinksWrite, { soundid: sound.id, links: parsed.data.links, ids, title: sound.title, ownerId: sound.artistId, amount: sound.payPerUse }),
  )
}

/** The brand request a video is for, and the slot the creator holds on it. */
export type HeldRequest = Pick<BrandRequestRow, 'id' | 'type' | 'title' | 'brandId' | 'payPerVideo'> & { holdId: string | null }

/** Submits the video link for the slot the creator holds on a brand request. */
export async function submitRequestVideo(r: HeldRequest, link: string): Promise<ActionResult> {
  const user = readUserData()
  if (typeof user?.id !== 'string') return { ok: false, message: 'Sign in to do this.' }
  const { SubmitRequestVideoBodySchema } = await requestSchemas()
  const parsed = SubmitRequestVideoBodySchema.safeParse({ request_id: r.id, video_url: link.trim(), id: uuidV4() })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { ok: false, message: issue?.path[0] === 'video_url' ? `The link ${issue.message}.` : (issue?.message ?? 'This link cannot be sent.') }
  }
  const b = parsed.data
  const creatorName = typeof user.fullName === 'string' ? user.fullName : null
  return queued(() =>
    queueWrite(submitVideoWrite, {
      id: b.id!,
      request_id: b.request_id,
      video_url: b.video_url,
      view: { creatorId: user.id as string, creatorName, ownerId: r.brandId, title: r.title, kind: r.type, amount: r.payPerVideo, holdId: r.holdId },
    }),
  )
}
