import type { ProfileRow } from '@/db/sync-schema'
import { useUserData, type UserData } from '@/lib/session/session'
import type { PendingMark } from '@/lib/sync/overlay'
import { useMirror } from '@/lib/sync/use-mirror'

export interface MyProfile {
  user: UserData
  /** Queued changes to the profile that have not reached the server, by write kind. */
  pending: Record<string, PendingMark>
}

/**
 * The signed-in user's own account: the last copy pulled from the server with queued changes on
 * top; before the first pull, the stored userData.
 */
export function useMyProfile(): MyProfile | null {
  const stored = useUserData()
  const rows = useMirror<ProfileRow & Record<string, unknown>>('profile')
  if (!stored) return null
  const row = rows?.find((r) => r.key === 'me')
  if (!row || row.userData.id !== stored.id) return { user: stored, pending: {} }
  return { user: { ...stored, ...(row.userData as UserData) }, pending: (row._pendingKinds as Record<string, PendingMark> | undefined) ?? {} }
}
