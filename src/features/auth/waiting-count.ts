import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '@/db/db'
import { entriesOf } from '@/lib/sync/outbox'

/** How many of this user's changes still wait to be sent (refused ones are not waiting); `undefined` while counting. */
export function useWaitingCount(userId: string): number | undefined {
  return useLiveQuery(() => entriesOf(db, userId).filter((e) => e.status !== 'rejected' && e.status !== 'confirmed').count(), [userId])
}
