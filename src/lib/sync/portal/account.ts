import type { AppDB } from '../../../db/db'
import { markPending } from '../overlay'
import { defineCollection, defineWrite, type Row } from '../registry'

// The caller's own account and the two requests a creator makes from the Profile screen.

type UserData = Record<string, unknown>

export const meCollection = defineCollection({
  name: 'me',
  table: 'profile',
  key: 'key',
  path: '/auth/me',
  parse: (body) => ({ rows: [{ key: 'me', userData: (body as { userData: UserData }).userData }] }),
})

/**
 * The profile row with `patch` merged into its userData, marked pending; `_pendingKinds` says which
 * queued writes changed it, so each request on the screen can show its own "waiting" state.
 */
const patchProfile = (rows: Row[], patch: UserData, entry: Parameters<typeof markPending>[1]) =>
  rows.map((row) => {
    if (row.key !== 'me') return row
    const marked = markPending({ ...row, userData: { ...(row.userData as UserData), ...patch } }, entry)
    return { ...marked, _pendingKinds: { ...(row._pendingKinds as object | undefined), [entry.kind]: marked._pending } }
  })

async function mergeProfile(db: AppDB, patch: UserData): Promise<void> {
  const current = await db.profile.get('me')
  if (current) await db.profile.put({ key: 'me', userData: { ...current.userData, ...patch } })
}

export const applyBrandWrite = defineWrite<Record<string, never>, { user: UserData }>({
  name: 'account.applyBrand',
  method: 'POST',
  path: '/auth/apply-brand',
  roles: ['tiktoker'],
  describe: () => 'Brand application',
  overlays: [{ table: 'profile', apply: (rows, _input, entry) => patchProfile(rows, { brand_applied: 'pending' }, entry) }],
  confirm: { tables: ['profile'], apply: (db, result) => mergeProfile(db, result.user) },
  refresh: ['me', 'notifications'],
})

export interface FollowerVerificationInput {
  profileUrl: string
}

export const followerVerificationWrite = defineWrite<FollowerVerificationInput, { verification: { status: string; profileUrl: string } }>({
  name: 'account.followerVerification',
  method: 'POST',
  path: '/followers-scraper',
  roles: ['tiktoker'],
  describe: () => 'Follower verification request',
  overlays: [
    {
      table: 'profile',
      apply: (rows, input, entry) => patchProfile(rows, { followerVerification: 'pending', followerProfileUrl: input.profileUrl }, entry),
    },
  ],
  confirm: {
    tables: ['profile'],
    apply: (db, result) => mergeProfile(db, { followerVerification: result.verification.status, followerProfileUrl: result.verification.profileUrl }),
  },
  refresh: ['me'],
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
function profilePatch(row: Row | undefined, input: ProfileUpdateInput): UserData {
  const before = ((row?.userData as UserData | undefined)?.socialLinks ?? {}) as Record<string, string>
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
  name: 'account.updateProfile',
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
  overlays: [{ table: 'profile', apply: (rows, input, entry) => patchProfile(rows, profilePatch(rows.find((r) => r.key === 'me'), input), entry) }],
  confirm: { tables: ['profile'], apply: (db, result) => mergeProfile(db, { ...result.userData, avatarWaiting: undefined }) },
  refresh: ['me'],
})
