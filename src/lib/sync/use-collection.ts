import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import { db } from '../../db/db'
import { useUserData } from '../session/session'
import { useOnline } from '../use-online'
import { readOverlaid, type Overlaid } from './overlay'
import { pagePullDeps } from './page-deps'
import { keptSets } from './param-sets'
import type { PullResult } from './pull'
import { pullSetLocked } from './pull-lock'
import { stateKey, type CollectionDef, type Params, type Row } from './registry'
import { syncSessionRow } from './session-sync'
import { syncRegistry } from './sync-registry'

/** Why the screen shows what it last fetched rather than a fresh answer. */
export type CollectionFailure = { kind: 'offline' } | { kind: 'unreachable' } | { kind: 'refused'; message: string }

export interface CollectionView<R> {
  /** The set's rows on this device with queued writes on top; `undefined` while the device reads. */
  rows: Array<Overlaid<R>> | undefined
  /** When this set was last fetched on this device; null never, `undefined` while the device reads. */
  fetchedAt: number | null | undefined
  /** A fetch for this set is on its way. */
  loading: boolean
  failure: CollectionFailure | null
  /** Fetches the set again (online), even if it was fetched a moment ago. */
  refresh: () => void
}

const useUid = () => {
  const id = useUserData()?.id
  return typeof id === 'string' ? id : null
}

/**
 * Pulls one parameter set (the session row first, as the sync runtime does), under the device's
 * pull lock: unless `force`d, a set another tab pulled a moment ago is not asked for again.
 */
async function pullSet(def: CollectionDef, params: Params, force: boolean): Promise<PullResult> {
  await syncSessionRow()
  return pullSetLocked(pagePullDeps(), def, params, { force })
}

function failureOf(result: PullResult | null, online: boolean): CollectionFailure | null {
  // Offline, a failed answer (one that met the connection going down, say) gives way to saying so.
  if (!online) return result && result.status !== 'failed' ? null : { kind: 'offline' }
  if (result?.status !== 'failed') return null
  if (result.offline) return navigator.onLine ? { kind: 'unreachable' } : { kind: 'offline' }
  return { kind: 'refused', message: result.message ?? 'The server refused the request' }
}

/**
 * One parameter set of a parameterised collection, as kept on this device: asked of the server
 * when the screen opens with it (or `refresh`es) while online, shown from the device otherwise.
 * `params` null: nothing to fetch yet.
 */
export function useCollection<R extends Row>(def: CollectionDef, params: Params | null): CollectionView<R> {
  const uid = useUid()
  const online = useOnline()
  const [nonce, setNonce] = useState(0)
  const [done, setDone] = useState<{ run: string; result: PullResult } | null>(null)
  const key = params ? stateKey(def, params) : null
  const run = `${key}#${nonce}`
  useEffect(() => {
    if (!online || !params) return
    let live = true
    void pullSet(def, params, nonce > 0).then((result) => live && setDone({ run, result }))
    return () => {
      live = false
    }
    // `run` names everything the pull depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run, online])
  const rows = useLiveQuery(async () => {
    if (!params || !def.params) return []
    const all = await readOverlaid(db, syncRegistry, def.table, uid)
    return all.filter(def.params.owns(params))
  }, [key, uid]) as Array<Overlaid<R>> | undefined
  const fetchedAt = useLiveQuery(async () => {
    const state = key ? await db.syncState.get(key) : undefined
    return state?.userId === uid ? (state?.lastPulledAt ?? null) : null
  }, [key, uid])
  const current = done?.run === run ? done.result : null
  return {
    rows,
    fetchedAt,
    loading: online && params !== null && current === null,
    failure: failureOf(current, online),
    refresh: () => setNonce((n) => n + 1),
  }
}

/** The parameter set of `def` this user fetched last on this device; null when none, `undefined` while reading. */
export function useLastParams(def: CollectionDef): Params | null | undefined {
  const uid = useUid()
  return useLiveQuery(async () => (uid ? ((await keptSets(db, def.name, uid))[0] ?? null) : null), [def.name, uid])
}
