import type { Env } from '../env'

export interface FollowerCheck {
  /** Which checker answered; stored with the request. */
  checker: string
  /** The follower count it found, or null when an admin has to look. */
  followers: number | null
}

/** Looks up a creator's follower count for a profile URL. */
export interface FollowerChecker {
  check(profileUrl: string): Promise<FollowerCheck>
}

/** The default: nothing is fetched; the request waits for an admin to confirm a count. */
export const manualFollowerChecker: FollowerChecker = {
  async check() {
    return { checker: 'manual', followers: null }
  },
}

/**
 * Asks an external service (POST { profileUrl } → { followers }). Its count is stored on the
 * request for the admin to confirm; if the service fails, the request simply waits as a manual one.
 */
export function httpFollowerChecker(url: string, timeoutMs = 5000): FollowerChecker {
  return {
    async check(profileUrl) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ profileUrl }),
          signal: AbortSignal.timeout(timeoutMs),
        })
        const body = (await res.json()) as { followers?: unknown }
        const followers = res.ok && Number.isSafeInteger(body.followers) && (body.followers as number) >= 0 ? (body.followers as number) : null
        return { checker: 'http', followers }
      } catch (err) {
        console.warn(`[followers] checker at ${new URL(url).host} failed: ${err instanceof Error ? err.message : err}`)
        return { checker: 'http', followers: null }
      }
    },
  }
}

export function createFollowerChecker(env: Env): FollowerChecker {
  return env.FOLLOWER_CHECK_URL ? httpFollowerChecker(env.FOLLOWER_CHECK_URL) : manualFollowerChecker
}
