import { defaultLock, PULL_LOCK, type LockFn } from './lock'
import { activeSession } from './session-row'
import { pullAll, pullCollection, type PullDeps, type PullResult } from './pull'
import { stateKey, type CollectionDef, type Params } from './registry'

export { PULL_LOCK }

/**
 * A list (or parameter set) pulled this recently is not pulled again unless asked explicitly: the
 * triggers of one moment (start, focus, visibility, a screen opening, another tab opening the same
 * screen) share one pull. Kept short, because opening a screen is when a user expects what others
 * did a moment ago; an unchanged change feed costs a few hundred bytes.
 */
export const FRESH_MS = 3_000

/** Pull-state keys (lists, and parameter sets by `stateKey`) pulled within `FRESH_MS` of `now`. */
export async function freshKeys(deps: Pick<PullDeps, 'db'>, now: number): Promise<string[]> {
  const states = await deps.db.syncState.toArray()
  return states.filter((s) => (s.lastPulledAt ?? 0) > now - FRESH_MS).map((s) => s.collection)
}

export interface LockedPullOptions {
  /** Web Locks in the page (the default); tests pass `processLock` to play two tabs. */
  lock?: LockFn
  /** The user asked for it ("refresh"): pulled even when fresh. */
  force?: boolean
}

/**
 * One parameter set a screen asked for, pulled under the lock the list pulls take. A tab waits
 * for the one pulling and decides inside the lock whether the set is still stale, so two tabs
 * opening the same set never pull it at once and interleave their pages and evictions.
 */
export function pullSetLocked(deps: PullDeps, def: CollectionDef, params: Params, opts: LockedPullOptions = {}): Promise<PullResult> {
  const lock = opts.lock ?? defaultLock()
  return lock(PULL_LOCK, async () => {
    if (!opts.force && (await freshFor(deps, stateKey(def, params)))) {
      return { collection: def.name, status: 'not-modified', rows: 0, deleted: 0, bytes: 0, requests: 0 }
    }
    return pullCollection(deps, def, params)
  })
}

/**
 * Lists pulled under the device's pull lock: what a tab's sync and a replay's follow-up pulls
 * use. Two pulls of one list at once could store an older answer over a newer one (a change
 * feed's first pull replaces the table), so they never overlap. Unless forced, the lists another
 * tab has just pulled are left out, decided inside the lock.
 */
export function pullListsLocked(deps: PullDeps, names: readonly string[], opts: LockedPullOptions = {}): Promise<PullResult[]> {
  const lock = opts.lock ?? defaultLock()
  return lock(PULL_LOCK, async () => {
    const fresh = opts.force ? [] : await freshKeys(deps, deps.now())
    const due = names.filter((n) => !fresh.includes(n))
    return due.length ? pullAll(deps, due) : []
  })
}

/** Whether the signed-in user's copy of this set was pulled within `FRESH_MS`. */
async function freshFor(deps: PullDeps, key: string): Promise<boolean> {
  const session = await activeSession(deps.db)
  const state = await deps.db.syncState.get(key)
  return !!session && state?.userId === session.userId && (state.lastPulledAt ?? 0) > deps.now() - FRESH_MS
}
