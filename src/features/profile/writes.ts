import type { OutboxEntry, ProfileRow } from '@/db/sync-schema'
import { markPending, type Overlaid, type PendingMark } from '@/lib/sync/overlay'
import { defineWrite, type AnyWrite } from '@/lib/sync/registry'
import { ApplyBrandBodySchema } from '@server/routes/auth/brand.schemas'
import { UpdateProfileBodySchema } from '@server/routes/auth/profile.schemas'
import { FollowersScraperBodySchema } from '@server/routes/followers/followers.schemas'
import { PROFILE_KIND } from './kinds'

// The writes the Profile screen queues: a change to the caller's own account, and the two requests
// a creator makes (brand application, follower verification). The account itself is the shared
// `me` list (src/lib/sync/portal/me.ts).

type UserData = Record<string, unknown>

/**
 * The profile row with `patch` merged into its userData, marked pending; `_pendingKinds` says which
 * queued writes changed it, so each request on the screen can show its own "waiting" state.
 */
type ProfileShown = Overlaid<ProfileRow> & { _pendingKinds?: Record<string, PendingMark | undefined> }

const patchProfile = (rows: ProfileShown[], patch: UserData, entry: OutboxEntry): ProfileShown[] =>
  rows.map((row) => {
    if (row.key !== 'me') return row
    const marked = markPending({ ...row, userData: { ...row.userData, ...patch } }, entry)
    return { ...marked, _pendingKinds: { ...row._pendingKinds, [entry.kind]: marked._pending } }
  })

export const applyBrandWrite = defineWrite<Record<string, never>, { user: UserData }>({
  name: PROFILE_KIND.applyBrand,
  schema: ApplyBrandBodySchema,
  method: 'POST',
  path: '/auth/apply-brand',
  roles: ['tiktoker'],
  describe: () => 'Brand application',
  change: { profile: (rows, _input, entry) => patchProfile(rows, { brand_applied: 'pending' }, entry) },
  pulls: ['me', 'notifications'],
})

export interface FollowerVerificationInput {
  profileUrl: string
}

export const followerVerificationWrite = defineWrite<FollowerVerificationInput, { verification: { status: string; profileUrl: string } }>({
  name: PROFILE_KIND.followerVerification,
  schema: FollowersScraperBodySchema,
  method: 'POST',
  path: '/followers-scraper',
  roles: ['tiktoker'],
  describe: () => 'Follower verification request',
  change: { profile: (rows, input, entry) => patchProfile(rows, { followerVerification: 'pending', followerProfileUrl: input.profileUrl }, entry) },
  pulls: ['me'],
})

export interface ProfileUpdateInput {
  fullName?: string
  /** Per network; '' removes that link. */
  socialLinks?: Record<string, string>
  /** The client id of a queued image upload to use as the avatar (its file name is filled at send time). */
  avatarUploadId?: string
  avatarName?: string
  removeAvatar?: boolean
}

/** The body of /auth/update-profile without the avatar's file name (known once uploaded). */
const profileBody = (input: ProfileUpdateInput) => ({
  ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
  ...(input.socialLinks !== undefined ? { socialLinks: input.socialLinks } : {}),
  ...(input.removeAvatar ? { avatar: null } : {}),
})

/** The profile as it will be: links merged per network (a removed one gone), a new photo marked as waiting. */
function profilePatch(row: ProfileRow | undefined, input: ProfileUpdateInput): UserData {
  const before = (row?.userData.socialLinks ?? {}) as Record<string, string>
  const links = { ...before }
  for (const [k, v] of Object.entries(input.socialLinks ?? {})) {
    if (v) links[k] = v
    else delete links[k]
  }
  return {
    ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
    ...(input.socialLinks !== undefined ? { socialLinks: links } : {}),
    ...(input.removeAvatar ? { avatarUrl: null } : {}),
    ...(input.avatarUploadId ? { avatarWaiting: input.avatarName ?? true } : {}),
  }
}

export const profileUpdateWrite = defineWrite<ProfileUpdateInput, { userData: UserData }>({
  name: PROFILE_KIND.updateProfile,
  schema: UpdateProfileBodySchema,
  method: 'POST',
  path: '/auth/update-profile',
  roles: ['artist', 'tiktoker', 'brand', 'admin'],
  body: (input) => ({ type: 'json', value: profileBody(input) }),
  /** A new photo uploaded by the write queued just before: the file name it got goes in at send time. */
  refs: (input) =>
    input.avatarUploadId
      ? [
          {
            table: 'uploads',
            id: input.avatarUploadId,
            field: 'file',
            into: 'avatar',
            missing: `The photo ${input.avatarName ?? ''} was not uploaded (it was discarded or refused), so your profile was not changed. Pick the photo again.`,
          },
        ]
      : [],
  describe: () => 'Profile change',
  change: { profile: (rows, input, entry) => patchProfile(rows, profilePatch(rows.find((r) => r.key === 'me'), input), entry) },
  pulls: ['me'],
})

export const profileWrites: AnyWrite[] = [applyBrandWrite, followerVerificationWrite, profileUpdateWrite]
