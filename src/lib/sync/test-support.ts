import { openAppDB, type AppDB } from '../../db/db'
import { writeSessionRow } from './session-row'

// Shared by the sync engine's unit and integration tests (not part of the app).

let counter = 0

/** A fresh Dexie database (fake-indexeddb in Node) with a signed-in user. */
export async function testDB(session?: { userId: string; accessToken: string; role?: string }, name = `sync-test-${process.pid}-${++counter}`): Promise<AppDB> {
  const db = openAppDB(name)
  if (session) await signIn(db, session)
  return db
}

export function signIn(db: AppDB, s: { userId: string; accessToken: string; role?: string; apiBase?: string }) {
  return writeSessionRow(db, { userId: s.userId, accessToken: s.accessToken, role: s.role ?? null, apiBase: s.apiBase ?? null })
}

/**
 * A clock tests move by hand, so backoff waits pass without sleeping. It starts a minute ahead of
 * the real one, so entries queued with the real time are due at once.
 */
export function manualClock(start = Date.now() + 60_000) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms), set: (t: number) => (now = t) }
}
