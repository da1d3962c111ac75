import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { db } from '../../db/db'
import { useUserData } from '../session/session'
import { readOverlaid, type Overlaid } from './overlay'
import type { Row } from './registry'
import { requestPull } from './signals'
import { syncRegistry } from './sync-registry'

/**
 * A mirror table as the screen should show it (server rows with the user's queued writes on top),
 * live across tabs; `undefined` while loading. Opening the screen asks for a pull of the
 * collections that fill the table, without waiting for it.
 */
export function useMirror<R extends Row>(table: string): Array<Overlaid<R>> | undefined {
  const userId = useUserData()?.id
  const uid = typeof userId === 'string' ? userId : null
  useEffect(() => {
    requestPull(syncRegistry.collectionsOf(table).map((c) => c.name))
  }, [table])
  return useLiveQuery(() => readOverlaid(db, syncRegistry, table, uid), [table, uid]) as Array<Overlaid<R>> | undefined
}
