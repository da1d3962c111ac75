/**
 * Runs `run` now and then every `intervalMs` in this process, never overlapping itself (a run
 * still going when the next is due makes that one a no-op); a failed run is logged as
 * "`what` failed: its message", and the next run goes ahead as usual. Returns the stop function. The timer
 * does not keep the process alive.
 */
export function startPeriodic(what: string, intervalMs: number, run: () => Promise<unknown>, log: (m: string) => void = console.warn): () => void {
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
  void tick()
  return () => clearInterval(timer)
}
