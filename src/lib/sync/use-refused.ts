import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/db'
import { useUserData } from '../session/session'
import { entriesOf } from './outbox'
import { kindsFor } from './registry'
import { syncRegistry } from './sync-registry'

/** A write of the signed-in user's that the server refused, in the words the user knows it by. */
export interface RefusedWrite {
  seq: number
  kind: string
  input: unknown
  /** The write kind's own description ("Deleting "Lagos Nights""). */
  label: string
  message: string
}

/**
 * The signed-in user's writes of these kinds that the server refused, oldest first, live. They
 * are also in the navbar's "needs attention" list; a screen shows them next to what they were about.
 */
export function useRefusedWrites(kinds: readonly string[]): RefusedWrite[] | undefined {
  const id = useUserData()?.id
  const userId = typeof id === 'string' ? id : null
  const key = kinds.join(',')
  return useLiveQuery(async () => {
    if (!userId) return []
    const wanted = new Set(key.split(','))
    const entries = await entriesOf(db, userId)
      .filter((e) => e.status === 'rejected' && wanted.has(e.kind))
      .toArray()
    await kindsFor(syncRegistry, entries.filter((e) => !e.label))
    return entries.map((e) => ({
      seq: e.seq ?? 0,
      kind: e.kind,
      input: e.input,
      label: e.label ?? syncRegistry.write(e.kind)?.describe(e.input) ?? e.kind,
      message: e.error?.message ?? 'The server refused this change.',
    }))
  }, [userId, key])
}
