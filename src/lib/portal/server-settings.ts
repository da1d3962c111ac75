import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { db } from '../../db/db'
import { useUserData } from '../session/session'
import { requestPull } from '../sync/signals'
import { syncRegistry } from '../sync/sync-registry'

/** The deployment's settings the app shows, as the server last told this device with the account (so offline too). */
export interface ServerSettings {
  /** Where to write for help; null when the deployment names none. */
  supportEmail: string | null
  /** The platform's fee on each payment to a creator, in basis points; null before the first pull. */
  platformFeeBps: number | null
}

/** The settings for the signed-in user; undefined while loading. Asks for a fresh copy. */
export function useServerSettings(): ServerSettings | undefined {
  const user = useUserData()
  const uid = typeof user?.id === 'string' ? user.id : null
  useEffect(() => requestPull(syncRegistry.collectionsOf('profile').map((c) => c.name)), [])
  return useLiveQuery(async () => {
    const me = await db.profile.get('me')
    const mine = me && me.userData.id === uid
    return { supportEmail: mine ? (me.supportEmail ?? null) : null, platformFeeBps: mine ? (me.platformFeeBps ?? null) : null }
  }, [uid])
}
