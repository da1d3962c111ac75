import type { AppDB } from '../../db/db'
import { mirrorTables, referencedTables } from '../../db/sync-schema'

/**
 * The signed-in user as the sync engine sees it, kept in the `meta` table because the service
 * worker cannot read localStorage. The page's session module keeps it in step with `userData`;
 * replay reads the token from here at the moment it sends.
 */
export interface SessionRow {
  userId: string | null
  accessToken: string | null
  role: string | null
  /** The portal API base the page uses (localStorage `apiBase`), for the worker's replays. */
  apiBase: string | null
  /** A token the server refused with 401: never sent again, and a page still holding it signs out. */
  revokedToken?: string | null
  /**
   * Whose data the tables queued writes depend on hold (uploads). It outlives a sign-out: those
   * tables are cleared only when a different user signs in.
   */
  dataOwner?: string | null
}

export const SESSION_KEY = 'session'

/** The mirror tables a pull fills again from the server (all but those queued writes refer to). */
export function pulledMirrors(db: AppDB) {
  const referenced = new Set<string>(referencedTables)
  return mirrorTables.filter((t) => !referenced.has(t)).map((t) => db.table(t))
}

/**
 * Empties those mirrors and forgets where their pulls stood, so the next pull fetches them whole.
 * Runs in the caller's transaction when it has one (over `syncState` and `pulledMirrors`).
 */
export async function clearMirrors(db: AppDB): Promise<void> {
  await db.transaction('rw', [db.syncState, ...pulledMirrors(db)], async () => {
    await db.syncState.clear()
    for (const table of pulledMirrors(db)) await table.clear()
  })
}

export async function readSessionRow(db: AppDB): Promise<SessionRow | null> {
  const row = await db.meta.get(SESSION_KEY)
  return (row?.value as SessionRow | undefined) ?? null
}

/** The user and token replay may use now, or null when nobody usable is signed in. */
export async function activeSession(db: AppDB): Promise<(SessionRow & { userId: string; accessToken: string }) | null> {
  const s = await readSessionRow(db)
  if (!s?.userId || !s.accessToken || s.accessToken === s.revokedToken) return null
  return s as SessionRow & { userId: string; accessToken: string }
}

/**
 * Writes the current session; a revoked token stays remembered so a stale copy cannot revive it.
 * When the user changes (sign-out, or another account signs in on this device) the mirrors and
 * their pull state are cleared in the same transaction: one user never sees another's data. The
 * tables queued writes refer to (uploads) are kept through a sign-out and cleared only when a
 * different user signs in, so a sign-out between an upload and its sound (the 401 rule) loses
 * nothing. The outbox is kept — its entries belong to their own users and wait for them.
 */
export async function writeSessionRow(db: AppDB, next: Omit<SessionRow, 'revokedToken' | 'dataOwner'>): Promise<void> {
  const referenced = new Set<string>(referencedTables)
  const kept = mirrorTables.filter((t) => referenced.has(t)).map((t) => db.table(t))
  await db.transaction('rw', [db.meta, db.syncState, ...pulledMirrors(db), ...kept], async () => {
    const current = await readSessionRow(db)
    const owner = current ? (current.dataOwner !== undefined ? current.dataOwner : current.userId) : null
    if ((current?.userId ?? null) !== next.userId) await clearMirrors(db)
    if (next.userId !== null && owner !== null && owner !== next.userId) for (const table of kept) await table.clear()
    const value: SessionRow = { ...next, revokedToken: current?.revokedToken ?? null, dataOwner: next.userId ?? owner }
    if (JSON.stringify(value) !== JSON.stringify(current)) await db.meta.put({ key: SESSION_KEY, value })
  })
}

/** After a 401: the token is dead for every context (page tabs and worker). */
export async function revokeSessionToken(db: AppDB, token: string): Promise<void> {
  const current = await readSessionRow(db)
  const value: SessionRow = {
    userId: current?.userId ?? null,
    accessToken: current?.accessToken === token ? null : (current?.accessToken ?? null),
    role: current?.role ?? null,
    apiBase: current?.apiBase ?? null,
    revokedToken: token,
    dataOwner: current?.dataOwner ?? current?.userId ?? null,
  }
  await db.meta.put({ key: SESSION_KEY, value })
}
