import type { SoundRow } from '@/db/mirrors/market'
import { claimClicksWrite, holdInfluencerSlotWrite, holdSlotWrite, submitInfluencerLinksWrite, useSoundWrite } from '@/lib/sync/portal/creator'
import { queueWrite } from '@/lib/sync/queue-write'
import { uuidV4 } from '@/lib/sync/uuid'
import { queued } from '@/lib/sync/action-result'

export type ActionResult = { ok: true } | { ok: false; message: string }

/** The server's first message for a refused form value, without the field path. */
function firstIssue(error: { issues: ReadonlyArray<{ message: string }> }): string {
  return error.issues[0]?.message ?? 'This value is not accepted'
}

/** Holds a slot on a sound (queued: sent now, or when the connection returns). */
export function holdSlot(sound: Pick<SoundRow, 'id' | 'kind' | 'holdHours'>): Promise<ActionResult> {
  const kind = sound.kind === 'influencer' ? holdInfluencerSlotWrite : holdSlotWrite
  return queued(() => queueWrite(kind, { id: uuidV4(), soundid: sound.id, holdHours: sound.holdHours }))
}

// The server's schemas (and the validation library under them) load when the user submits,
// not before the list's first card shows.
const approvalSchemas = () => import('@server/routes/approvals/approvals.schemas')
const soundSchemas = () => import('@server/routes/sounds/sounds.schemas')

/** Submits the video made with a held sound, checked with the server's own rules first. */
export async function submitVideo(sound: Pick<SoundRow, 'id' | 'kind' | 'title' | 'artistId' | 'payPerUse'>, videoUrl: string): Promise<ActionResult> {
  const id = uuidV4()
  const { UseSoundBodySchema } = await approvalSchemas()
  const parsed = UseSoundBodySchema.safeParse({ soundid: sound.id, video_url: videoUrl.trim(), id })
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) }
  return queued(() =>
    queueWrite(useSoundWrite, { id, soundid: sound.id, video_url: parsed.data.video_url, title: sound.title, kind: sound.kind, ownerId: sound.artistId, amount: sound.payPerUse }),
  )
}

/** Submits several videos for an influencer slot (one link a line), checked with the server's rules. */
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

/** Asks for the clicks counted on my tracking link to become a payout request. */
export function claimClicks(sound: Pick<SoundRow, 'id' | 'title'>): Promise<ActionResult> {
  return queued(() => queueWrite(claimClicksWrite, { soundid: sound.id, title: sound.title }))
}

/** Copies text to the clipboard; false where the browser does not allow it. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/** Whether this browser has a system share sheet (phones mostly; desktop browsers often not). */
export const canShare = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function'

/**
 * Opens the system share sheet with the link. 'shared' once an app took it, 'cancelled' when the
 * user closed the sheet, 'failed' when the browser refused (copying is the way then).
 */
export async function shareLink(link: string, title: string): Promise<'shared' | 'cancelled' | 'failed'> {
  try {
    await navigator.share({ title, url: link })
    return 'shared'
  } catch (err) {
    return err instanceof DOMException && err.name === 'AbortError' ? 'cancelled' : 'failed'
  }
}
