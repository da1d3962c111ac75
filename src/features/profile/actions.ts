import { applyBrandWrite, followerVerificationWrite } from '@/lib/sync/portal/account'
import { queueWrite } from '@/lib/sync/queue-write'
import { queueFailure as failure } from '@/lib/sync/action-result'

export type ActionResult = { ok: true } | { ok: false; message: string }

/**
 * Asks for the creator's followers to be verified from a profile link. Queued: it goes out now,
 * or when the connection returns; the server checks the link and answers in "needs attention".
 */
export async function requestFollowerVerification(profileUrl: string): Promise<ActionResult> {
  const url = profileUrl.trim()
  if (!/^https:\/\/\S+\.\S+/i.test(url)) return { ok: false, message: 'Enter the https link to your profile (TikTok, Instagram, YouTube…).' }
  try {
    await queueWrite(followerVerificationWrite, { profileUrl: url })
    return { ok: true }
  } catch (err) {
    return failure(err)
  }
}

/** A creator applies to become a brand; an admin decides. */
export async function applyToBrand(): Promise<ActionResult> {
  try {
    await queueWrite(applyBrandWrite, {})
    return { ok: true }
  } catch (err) {
    return failure(err)
  }
}
