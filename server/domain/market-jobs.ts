import type { Executor } from '../db/client'
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
  if (intervalMs <= 0) return () => {}
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      await runMarketJobs(db, market)
    } catch (err) {
      log(`[marketplace] job run failed: ${err instanceof Error ? err.message : String(err)}`)
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), intervalMs)
  timer.unref()
  void tick()
  return () => clearInterval(timer)
}
