import { applyBrandWrite, followerVerificationWrite, profileUpdateWrite, type ProfileUpdateInput } from './writes'
import { uploadFileWrite } from '@/lib/sync/portal/uploads'
import { planWrite, queueWrite, queueWrites } from '@/lib/sync/queue-write'
import { RefusedBody } from '@/lib/sync/outbox'
import { queueFailure as failure } from '@/lib/sync/action-result'
import { uuidV4 } from '@/lib/sync/uuid'

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

export interface ProfileForm {
  fullName: string
  socialLinks: Record<string, string>
  /** A newly picked photo, or 'remove'; undefined keeps the current one. */
  avatar?: File | 'remove'
}

const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/**
 * Saves the profile, queued like every write: it goes out now or when the connection returns. The
 * server's schema checks it once, as it is queued (a bad link is said at once, by its field); a new
 * photo is queued as an upload just before, checked with it, and its file name is filled in at
 * send time.
 */
export async function saveProfile(form: ProfileForm): Promise<{ ok: true } | { ok: false; message: string; field?: string }> {
  const file = form.avatar instanceof File ? form.avatar : null
  if (file && !/^image\/(png|jpeg|webp)$/.test(file.type)) return { ok: false, message: 'Choose a png, jpeg or webp image.', field: 'avatar' }
  if (file && file.size > MAX_IMAGE_BYTES) return { ok: false, message: 'The photo is larger than 5 MB.', field: 'avatar' }
  // Trimmed as the server keeps them.
  const socialLinks = Object.fromEntries(Object.entries(form.socialLinks).map(([k, v]) => [k, v.trim()]))
  const input: ProfileUpdateInput = { fullName: form.fullName.trim(), socialLinks, removeAvatar: form.avatar === 'remove' }
  const upload = file ? { id: uuidV4(), file, fileName: file.name } : null
  if (upload) {
    input.avatarUploadId = upload.id
    input.avatarName = upload.fileName
  }
  try {
    await queueWrites([...(upload ? [planWrite(uploadFileWrite, upload)] : []), planWrite(profileUpdateWrite, input)])
    return { ok: true }
  } catch (err) {
    // A refused link is named by its network (`socialLinks.instagram` → instagram).
    if (err instanceof RefusedBody) return { ok: false, message: err.message, field: err.path.at(-1)?.toString() }
    return failure(err)
  }
}
