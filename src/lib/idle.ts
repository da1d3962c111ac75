// Work that can wait (a chart, the sync engine's first pull, the rest of the lists) runs when the
// main thread is free, so the first paint and the user's first tap do not queue behind it.

type IdleWindow = { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void }

/** Runs `job` once the main thread is idle, or after `timeout` ms at the latest; the returned function cancels it. */
export function whenIdle(job: () => void, timeout = 2000): () => void {
  const g = globalThis as IdleWindow
  if (g.requestIdleCallback && g.cancelIdleCallback) {
    const id = g.requestIdleCallback(job, { timeout })
    return () => g.cancelIdleCallback?.(id)
  }
  // No idle callbacks (Safari, workers, jsdom): after the current rendering work.
  const id = setTimeout(job, 1)
  return () => clearTimeout(id)
}

/** Resolves once the main thread is idle (or after `timeout` ms). */
export function idle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, timeout))
}

/**
 * Gives the main thread back between chunks of a long job (a tap or a frame goes first). Uses the
 * scheduler's own yield where the browser has it; a zero timeout elsewhere (workers included).
 */
export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (s?.yield) return s.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
