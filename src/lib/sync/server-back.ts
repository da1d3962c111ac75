import type { AppDB } from '../../db/db'
import { buildRequest } from '../api/request'
import { entriesOf } from './outbox'
import type { PullResult } from './pull'

// A device can lose the server without losing the network (the server restarts, a gateway fails):
// no "online" event comes when it returns. Any answer from the server proves it is back, so the
// writes waiting out their backoff go at once instead of minutes later.

/** Whether any of these pulls got an answer from the server (a 304 counts). */
export const serverAnswered = (results: readonly PullResult[]) => results.some((r) => r.status === 'updated' || r.status === 'not-modified')

/**
 * What these pulls say of the server: true when it answered one (even with an error), false when
 * none got an answer (or only a gateway's), null when none was tried.
 */
export function pullsReached(results: readonly PullResult[]): boolean | null {
  if (results.some((r) => r.status !== 'skipped' && !(r.status === 'failed' && r.offline))) return true
  return results.some((r) => r.status === 'failed') ? false : null
}

/** The user's writes waiting out a backoff become due now; returns how many. */
export async function wakeWaiting(db: AppDB, userId: string, now: number): Promise<number> {
  return entriesOf(db, userId)
    .filter((e) => e.status === 'pending' && e.nextAttemptAt > now)
    .modify({ nextAttemptAt: now })
}

/** A cheap question to the server: true when it answered its health check. */
export async function probeServer(fetchFn: typeof fetch, baseUrl: string, timeoutMs = 5_000): Promise<boolean> {
  try {
    const req = buildRequest({ base: baseUrl, path: '/health' })
    const res = await fetchFn(req.url, {
      headers: req.headers,
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    })
    await res.body?.cancel()
    return res.ok
  } catch {
    return false
  }
}
