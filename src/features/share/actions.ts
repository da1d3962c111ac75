import { UseSoundBodySchema } from '@server/routes/approvals/approvals.schemas'
import { SubmitRequestVideoBodySchema } from '@server/routes/brand-requests/brand-requests.schemas'
import { SubmitLinksBodySchema } from '@server/routes/sounds/sounds.schemas'
import { readUserData } from '@/lib/session/session'
import { queued, type ActionResult } from '@/lib/sync/action-result'
import { submitVideoWrite } from '@/lib/sync/portal/brand'
import { submitInfluencerLinksWrite, useSoundWrite } from '@/lib/sync/portal/creator'
import { queueWrite } from '@/lib/sync/queue-write'
import { uuidV4 } from '@/lib/sync/uuid'
import type { OpenHold } from './hooks'

/** The server's words about the link, as a sentence ("The link must be an https link to …"). */
function linkRefused(issues: ReadonlyArray<{ message: string; path: PropertyKey[] }>): ActionResult {
  const issue = issues.find((i) => i.path[0] === 'video_url' || i.path[0] === 'links') ?? issues[0]
  return { ok: false, message: issue ? `The link ${issue.message}.` : 'This link cannot be sent.' }
}

/**
 * Submits a shared video for one of the creator's open holds: the same queued write the sound's
 * or the request's own form makes, checked with the server's schema first. Offline it waits in the
 * outbox and goes out when the connection returns.
 */
export function submitShared(hold: OpenHold, link: string): Promise<ActionResult> {
  const me = readUserData()
  if (typeof me?.id !== 'string') return Promise.resolve({ ok: false, message: 'Sign in to do this.' })
  const id = uuidV4()
  const videoUrl = link.trim()
  if (hold.request) {
    const r = hold.request
    const parsed = SubmitRequestVideoBodySchema.safeParse({ request_id: r.id, video_url: videoUrl, id })
    if (!parsed.success) return Promise.resolve(linkRefused(parsed.error.issues))
    const fullName = typeof me.fullName === 'string' ? me.fullName : null
    const view = { creatorId: me.id, creatorName: fullName, ownerId: r.brandId, title: r.title, kind: r.type, amount: r.payPerVideo, holdId: r.holdId }
    return queued(() => queueWrite(submitVideoWrite, { id, request_id: r.id, video_url: parsed.data.video_url, view }))
  }
  const s = hold.sound!
  if (s.kind === 'influencer') {
    const parsed = SubmitLinksBodySchema.safeParse({ soundid: s.id, links: [videoUrl], ids: [id] })
    if (!parsed.success) return Promise.resolve(linkRefused(parsed.error.issues))
    return queued(() => queueWrite(submitInfluencerLinksWrite, { soundid: s.id, links: parsed.data.links, ids: [id], title: s.title, ownerId: s.artistId, amount: s.payPerUse }))
  }
  const parsed = UseSoundBodySchema.safeParse({ soundid: s.id, video_url: videoUrl, id })
  if (!parsed.success) return Promise.resolve(linkRefused(parsed.error.issues))
  return queued(() =>
    queueWrite(useSoundWrite, { id, soundid: s.id, video_url: parsed.data.video_url, title: s.title, kind: s.kind, ownerId: s.artistId, amount: s.payPerUse }),
  )
}
