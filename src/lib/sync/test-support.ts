import { openAppDB, type AppDB } from '../../db/db'
import { markLanded } from './landing'
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

/**
 * The server confirmed `entry`, then the pull of its lists lands the server's rows (`pulled`) and
 * drops the entry in the same transaction, as `pullCollection` does.
 */
export async function confirmAndPull(db: AppDB, entry: { seq: number; pulls?: string[] }, tables: readonly string[], pulled: () => Promise<unknown>): Promise<void> {
  await db.outbox.update(entry.seq, { status: 'confirmed' })
  await db.transaction('rw', [db.outbox, ...tables.map((t) => db.table(t))], async () => {
    await pulled()
    for (const name of entry.pulls ?? []) await markLanded(db, [entry.seq], name)
  })
}

/** One request to a fake portal: its path (without `/api`), query and headers. */
export type Call = { path: string; query: Record<string, string>; headers: Record<string, string> }

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** A fake portal answering by path and query, logging each call; `down` makes it unreachable. */
export function queryServer(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = []
  let down = false
  const fetchFn: typeof fetch = async (url, init = {}) => {
    if (down) throw new TypeError('Failed to fetch')
    const u = new URL(url instanceof Request ? url.url : url)
    const call = { path: u.pathname.replace(/^\/api/, ''), query: Object.fromEntries(u.searchParams), headers: init.headers as Record<string, string> }
    calls.push(call)
    return answer(call)
  }
  return { calls, fetchFn, setDown: (d: boolean) => (down = d) }
}
