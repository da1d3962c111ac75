/** Runs `fn` while holding the named lock; callers wait their turn. */
export type LockFn = <T>(name: string, fn: () => Promise<T>) => Promise<T>

/** The outbox runner's lock: one replay at a time across tabs and the service worker. */
export const OUTBOX_LOCK = 'portal-outbox'

/** One pull at a time across this device's tabs: list pulls and parameter-set pulls alike. */
export const PULL_LOCK = 'portal-pull'

const held = new Map<string, Promise<unknown>>()

/**
 * A lock within this JavaScript context only: the fallback where Web Locks are missing (Node
 * tests, old browsers). Two "tabs" in one test share it like real tabs share a Web Lock.
 */
export const processLock: LockFn = async (name, fn) => {
  const before = held.get(name) ?? Promise.resolve()
  let release!: () => void
  const mine = new Promise<void>((resolve) => (release = resolve))
  const chained = before.then(() => mine)
  held.set(name, chained)
  await before
  try {
    return await fn()
  } finally {
    release()
    if (held.get(name) === chained) held.delete(name)
  }
}

interface LockManagerLike {
  request: <T>(name: string, callback: () => Promise<T>) => Promise<T>
}

/** Web Locks when the context has them (pages and workers in current browsers), else the fallback. */
export function defaultLock(): LockFn {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks
  if (!locks) return processLock
  return (name, fn) => locks.request(name, fn)
}
