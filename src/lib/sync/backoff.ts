export interface BackoffOptions {
  /** The first retry waits about this long (ms). */
  baseMs: number
  /** No wait is ever longer than this (ms). */
  capMs: number
}

/** One second, doubling, capped at five minutes: a phone that reconnects also triggers a replay at once. */
export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, capMs: 5 * 60_000 }

/**
 * The wait before the next attempt after `attempts` failed ones: capped exponential with "equal
 * jitter" (half fixed, half random), so a fleet of phones coming back online does not retry in
 * step, yet no wait collapses to zero. A server's Retry-After is a floor.
 */
export function backoffDelay(attempts: number, random: () => number, options: BackoffOptions = DEFAULT_BACKOFF, retryAfterMs = 0): number {
  const exp = Math.min(options.capMs, options.baseMs * 2 ** Math.max(0, attempts - 1))
  const jittered = exp / 2 + (random() * exp) / 2
  return Math.min(options.capMs, Math.max(jittered, retryAfterMs))
}

/** Retry-After in seconds or as an HTTP date, in ms from `now`; 0 when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number {
  if (!value) return 0
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const at = Date.parse(value)
  return Number.isNaN(at) ? 0 : Math.max(0, at - now)
}
