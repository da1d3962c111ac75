export interface PeriodicOptions {
  /** Where a failed run is reported (console.warn by default). */
  log?: (m: string) => void
  /**
   * false: the first run comes one interval after the start instead of at once (work that
   * would only compete with the server's start, such as the embedded database's maintenance).
   */
  immediate?: boolean
}

/**
 * Runs `run` now (unless `immediate` is false) and then every `intervalMs` in this process, never
 * overlapping itself (a run still going when the next is due makes that one a no-op); a failed
 * run is logged as "`what` failed: its message", and the next run goes ahead as usual. Returns the
 * stop function. The timer does not keep the process alive.
 */
export function startPeriodic(what: string, intervalMs: number, run: () => Promise<unknown>, { log = console.warn, immediate = true }: PeriodicOptions = {}): () => void {
  if (intervalMs <= 0) return () => {}
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      await run()
    } catch (err) {
      log(`${what} failed: ${err instanceof Error ? err.message : String(err)}`)
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), intervalMs)
  timer.unref()
  if (immediate) void tick()
  return () => clearInterval(timer)
}
