import type { SoundRow } from '@/db/mirrors/market'
import { claimClicksWrite } from './writes'
import { queueWrite } from '@/lib/sync/queue-write'
import { queued } from '@/lib/sync/action-result'

export type ActionResult = { ok: true } | { ok: false; message: string }

// Holding a slot is also done from the share sheet, so it lives with the portal's shared actions.
export { holdSlot } from '@/lib/portal/hold-slot'

// Videos are submitted the same way from the share sheet, so the code lives with the portal's.
export { submitInfluencerLinks, submitSoundVideo as submitVideo } from '@/lib/portal/video-submissions'

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
