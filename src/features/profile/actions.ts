import { UpdateProfileBodySchema } from '@server/routes/auth/profile.schemas'
import { applyBrandWrite, followerVerificationWrite, profileUpdateWrite, type ProfileUpdateInput } from './writes'
import { uploadFileWrite } from '@/lib/sync/portal/uploads'
import { queueWrite } from '@/lib/sync/queue-write'
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
 * Saves the profile: checked with the server's own schema first (so a bad link is said at once,
 * by its field), then queued like every write: it goes out now or when the connection returns.
 * A new photo is queued as an upload just before and its file name is filled in at send time.
 */
export async function saveProfile(form: ProfileForm): Promise<{ ok: true } | { ok: false; message: string; field?: string }> {
  const body = { fullName: form.fullName, socialLinks: form.socialLinks, ...(form.avatar === 'remove' ? { avatar: null } : {}) }
  const parsed = UpdateProfileBodySchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { ok: false, message: issue?.message ?? 'Check the form.', field: issue?.path.at(-1)?.toString() }
  }
  const file = form.avatar instanceof File ? form.avatar : null
  if (file && !/^image\/(png|jpeg|webp)$/.test(file.type)) return { ok: false, message: 'Choose a png, jpeg or webp image.', field: 'avatar' }
  if (file && file.size > MAX_IMAGE_BYTES) return { ok: false, message: 'The photo is larger than 5 MB.', field: 'avatar' }
  try {
    const input: ProfileUpdateInput = { fullName: parsed.data.fullName, socialLinks: parsed.data.socialLinks as Record<string, string>, removeAvatar: form.avatar === 'remove' }
    if (file) {
      const id = uuidV4()
      await queueWrite(uploadFileWrite, { id, file, fileName: file.name })
      input.avatarUploadId = id
      input.avatarName = file.name
    }
    await queueWrite(profileUpdateWrite, input)
    return { ok: true }
  } catch (err) {
    return failure(err)
  }
}
