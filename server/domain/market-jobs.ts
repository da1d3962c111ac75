import type { Executor } from '../db/client'
import { startPeriodic } from '../lib/periodic'
import type { MarketConfig } from './market-config'
import { expireDueHolds } from './slots'
import { autoApproveDue } from './uses'

export interface MarketJobResult {
  expired: number
  approved: number
}

/**
 * One pass of the marketplace jobs: free expired holds, then approve (and pay) uses nobody
 * decided within the window. Every server process may run it at the same moment: both steps
 * claim one campaign at a time with SKIP LOCKED, re-check under the lock, and move money under
 * per-use ledger keys, so nothing happens twice. `now` is injectable for tests.
 */
export async function runMarketJobs(db: Executor, market: MarketConfig, now?: Date): Promise<MarketJobResult> {
  const expired = await expireDueHolds(db, { now })
  const approved = await autoApproveDue(db, { market, now })
  return { expired, approved }
}

/** Runs the jobs every `intervalMs` in this process (never overlapping itself); returns the stop function. */
export function startMarketJobs(db: Executor, market: MarketConfig, intervalMs: number, log: (m: string) => void = console.warn): () => void {
  return startPeriodic('[marketplace] job run', intervalMs, () => runMarketJobs(db, market), { log })
}
