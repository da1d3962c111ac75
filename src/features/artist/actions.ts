import { normalizeVideoLink } from '@server/lib/video-url'
import { addVideosWrite, approveAllWrite, decideUseWrite, deleteSoundWrite, releaseSlotsWrite } from './writes'
import { queueWrite } from '@/lib/sync/queue-write'
import { queued, queueFailure } from '@/lib/sync/action-result'
import { RefusedBody } from '@/lib/sync/outbox'

export type ActionResult = { ok: true } | { ok: false; message: string }

/** Deletes a sound; the server releases its held slots and refunds its remaining budget. */
export const deleteSound = (soundid: string, title: string) => queued(() => queueWrite(deleteSoundWrite, { soundid, title }))

/** Adds reference videos (one link a line), checked with the server's own schema as they are queued. */
export async function addVideos(soundid: string, title: string, text: string): Promise<ActionResult> {
  const links = text
    .split(/\s+/)
    .map((l) => l.trim())
    .filter(Boolean)
  try {
    // In the form the server keeps them, so the sound shows them as they will be.
    await queueWrite(addVideosWrite, { soundid, title, video_links: links.map((l) => normalizeVideoLink(l) ?? l) })
    return { ok: true }
  } catch (err) {
    if (!(err instanceof RefusedBody)) return queueFailure(err)
    const at = err.path[1]
    return { ok: false, message: typeof at === 'number' ? `Link ${at + 1} ${err.message}` : err.message }
  }
}

/** Releases held slots of a sound (slots with a submitted video are decided on Verifications). */
export const releaseSlots = (soundId: string, title: string, holdIds: string[]) =>
  holdIds.length === 0 ? Promise.resolve<ActionResult>({ ok: false, message: 'No held slot to release.' }) : queued(() => queueWrite(releaseSlotsWrite, { sound_id: soundId, title, hold_ids: holdIds }))

export interface DecisionTarget {
  id: string
  creatorName: string | null
  campaignTitle: string
  campaignId: string
  amount: number
}

/** Approves (pays the creator) or rejects (frees the slot) one use; admins decide any. */
export async function decideUse(a: DecisionTarget, status: 'approved' | 'rejected', asAdmin: boolean, reason?: string): Promise<ActionResult> {
  // The server's schema checks the body once, as it is queued: a refused reason comes back in its words.
  const why = reason?.trim()
  return queued(() =>
    queueWrite(decideUseWrite, { approval_id: a.id, status, ...(why ? { reason: why } : {}), asAdmin, creatorName: a.creatorName, campaignTitle: a.campaignTitle, campaignId: a.campaignId, amount: a.amount }),
  )
}

/**
 * Approves every pending use: the caller's own campaigns, or for an admin one write per owner
 * whose uses are pending (the server names the owner by artist_id).
 */
export async function approveAll(pending: ReadonlyArray<{ ownerId: string }>, me: string, asAdmin: boolean): Promise<ActionResult> {
  const byOwner = new Map<string, number>()
  for (const p of pending) byOwner.set(p.ownerId, (byOwner.get(p.ownerId) ?? 0) + 1)
  if (!asAdmin) return queued(() => queueWrite(approveAllWrite, { ownerId: me, asAdmin: false, count: pending.length }))
  return queued(async () => {
    for (const [ownerId, count] of byOwner) await queueWrite(approveAllWrite, { ownerId, asAdmin: true, count })
  })
}
