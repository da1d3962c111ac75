import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { db } from '@/db/db'
import { requestPull } from '@/lib/sync/signals'
import { syncRegistry } from '@/lib/sync/sync-registry'

/**
 * The deployment's support address, as the server last told this device (with the account, so it
 * is there offline); null when it names none, undefined while it loads. Asks for a fresh copy.
 */
export function useSupportEmail(uid: string | null): string | null | undefined {
  useEffect(() => requestPull(syncRegistry.collectionsOf('profile').map((c) => c.name)), [])
  return useLiveQuery(async () => {
    const me = await db.profile.get('me')
    return me && me.userData.id === uid ? (me.supportEmail ?? null) : null
  }, [uid])
}
