/**
 * Requests to the page's sync runtime from anywhere in the app (actions, screens), without
 * importing it: the runtime loads after the first paint and listens here.
 */
export type SyncRequest = { kind: 'replay' } | { kind: 'pull'; collections?: readonly string[]; force?: boolean }

const listeners = new Set<(request: SyncRequest) => void>()
/** Collections screens asked for before the runtime listened (it starts once the page is idle). */
const early = new Set<string>()
let earlyAll = false

export function onSyncRequest(listener: (request: SyncRequest) => void): () => void {
  listeners.add(listener)
  if (earlyAll || early.size) listener({ kind: 'pull', collections: earlyAll ? undefined : [...early] })
  early.clear()
  earlyAll = false
  return () => listeners.delete(listener)
}

/** Something was queued: send it now if possible. */
export function requestReplay(): void {
  for (const l of listeners) l({ kind: 'replay' })
}

/** A screen showing these collections opened: bring them up to date (never blocks it). */
export function requestPull(collections?: readonly string[], force = false): void {
  if (listeners.size === 0) {
    if (collections) for (const c of collections) early.add(c)
    else earlyAll = true
    return
  }
  for (const l of listeners) l({ kind: 'pull', collections, force })
}
