import { submitInfluencerLinks, submitRequestVideo, submitSoundVideo } from '@/lib/portal/video-submissions'
import type { ActionResult } from '@/lib/sync/action-result'
import type { OpenHold } from './hooks'

/**
 * Submits a shared video for one of the creator's open holds: the same queued write the sound's
 * or the request's own form makes, checked with the server's schema first. Offline it waits in the
 * outbox and goes out when the connection returns.
 */
export function submitShared(hold: OpenHold, link: string): Promise<ActionResult> {
  if (hold.request) return submitRequestVideo(hold.request, link)
  const sound = hold.sound!
  return sound.kind === 'influencer' ? submitInfluencerLinks(sound, link, 1) : submitSoundVideo(sound, link)
}
