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
