import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '@/db/db'
import type { ProfileRow } from '@/db/sync-schema'
import { useUserData, type UserData } from '@/lib/session/session'
import { entriesOf } from '@/lib/sync/outbox'
import type { PendingMark } from '@/lib/sync/overlay'
import { useMirror } from '@/lib/sync/use-mirror'

export interface MyProfile {
  user: UserData
  /** Queued changes to the profile that have not reached the server, by write kind. */
  pending: Record<string, PendingMark>
}

/** The user's queued writes by kind, straight from the outbox (latest entry of each kind). */
async function pendingByKind(userId: string): Promise<Record<string, PendingMark>> {
  const marks: Record<string, PendingMark> = {}
  for (const e of await entriesOf(db, userId).toArray()) {
    if (e.status !== 'rejected') marks[e.kind] = { seq: e.seq ?? 0, status: e.status, ...(e.progress ? { progress: e.progress } : {}) }
  }
  return marks
}

/**
 * The signed-in user's own account: the last copy pulled from the server with queued changes on
 * top; before the first pull (a slow start, or offline from the outset), the stored userData with
 * the queued changes read from the outbox, so a write made offline always shows as waiting.
 */
export function useMyProfile(): MyProfile | null {
  const stored = useUserData()
  const rows = useMirror<ProfileRow & Record<string, unknown>>('profile')
  const uid = typeof stored?.id === 'string' ? stored.id : null
  const queued = useLiveQuery(() => (uid ? pendingByKind(uid) : {}), [uid])
  if (!stored) return null
  const row = rows?.find((r) => r.key === 'me')
  if (!row || row.userData.id !== stored.id) return { user: stored, pending: queued ?? {} }
  return { user: { ...stored, ...(row.userData as UserData) }, pending: (row._pendingKinds as Record<string, PendingMark> | undefined) ?? {} }
}
