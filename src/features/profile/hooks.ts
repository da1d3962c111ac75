import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { db } from '@/db/db'
import type { ProfileRow } from '@/db/sync-schema'
import { useUserData, type UserData } from '@/lib/session/session'
import { entriesOf } from '@/lib/sync/outbox'
import { applyOverlays, type PendingMark } from '@/lib/sync/overlay'
import { kindsFor } from '@/lib/sync/registry'
import { requestPull } from '@/lib/sync/signals'
import { syncRegistry } from '@/lib/sync/sync-registry'

/** The account, with the new photo's name while the photo waits to be sent (the queued change's overlay). */
export type ProfileUser = UserData & { avatarWaiting?: string | boolean }

export interface MyProfile {
  user: ProfileUser
  /** Queued changes to the profile that have not reached the server, by write kind. */
  pending: Record<string, PendingMark>
}

/**
 * The signed-in user's own account with their queued changes on top: the copy last pulled from
 * the server, or, before any pull (a slow start, or offline from the outset), the stored userData.
 * Either way a change made offline shows at once, as it will be once sent.
 */
export function useMyProfile(): MyProfile | null {
  const stored = useUserData()
  const uid = typeof stored?.id === 'string' ? stored.id : null
  // Opening the screen asks for a fresh copy, without waiting for it.
  useEffect(() => requestPull(syncRegistry.collectionsOf('profile').map((c) => c.name)), [])
  const overlaid = useLiveQuery(async () => {
    if (!uid) return null
    const [pulled, entries] = await Promise.all([db.profile.get('me'), entriesOf(db, uid).toArray()])
    const base: ProfileRow = pulled?.userData.id === uid ? pulled : { key: 'me', userData: {} }
    await kindsFor(syncRegistry, entries)
    return applyOverlays(syncRegistry, 'profile', [base as ProfileRow & Record<string, unknown>], entries)[0] ?? null
  }, [uid])
  if (!stored) return null
  return {
    user: { ...stored, ...((overlaid?.userData as ProfileUser | undefined) ?? {}) },
    pending: (overlaid?._pendingKinds as Record<string, PendingMark> | undefined) ?? {},
  }
}
