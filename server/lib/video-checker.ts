import type { Env } from '../env'
import type { VideoCheckReason, VideoPlatform } from './marketplace-values'
import { oembedPlatforms, type OEmbedPlatform } from './oembed-platforms'
import { videoOnPlatform } from './video-platform'

/** What a platform says about a video it has. */
export interface VideoFacts {
  /** The identities of the account that posted it (accountIdentities in video-platform.ts); empty when the platform does not say. */
  authorIds: string[]
  /** Who posted it, as shown: `@handle` where the platform gives one, else its name. */
  author: string | null
  title: string | null
  /** An image on the platform's own image hosts (THUMBNAIL_HOSTS), or null. */
  thumbnailUrl: string | null
  /** The video's id in the platform's answer (TikTok's, for short links), when it gives one. */
  id: string | null
}

export type VideoLookup =
  | { outcome: 'found'; platform: VideoPlatform; facts: VideoFacts }
  /** The platform says it has no such public video (deleted, private, never existed). */
  | { outcome: 'missing'; platform: VideoPlatform }
  /** Nothing was asked: checking is off, or this site or platform cannot be checked here. */
  | { outcome: 'unchecked'; platform: VideoPlatform | null; reason: Extract<VideoCheckReason, 'checks_off' | 'unsupported_platform' | 'not_configured'> }
  /** No answer (timeout, network, 5xx, 429, an answer not understood): worth trying again later. */
  | { outcome: 'failed'; platform: VideoPlatform; error: string }

/**
 * Looks a submitted video up on its platform. One attempt per call: retries, their spacing and
 * how many are left are the caller's (the job keeps them in the database, so they survive a restart).
 */
export interface VideoChecker {
  lookup(video: { url: string; key: string | null }): Promise<VideoLookup>
}

export interface CheckerOptions {
  timeoutMs: number
  /** For tests that watch every request the checker makes; the global fetch by default. */
  fetch?: typeof fetch
}

/**
 * The oEmbed checker. It only ever requests the configured platform endpoints: the submitted link
 * travels as the `url` query parameter and its own host is never fetched, and a redirect is an
 * error rather than followed, so no answer can send it elsewhere either.
 */
export function oembedVideoChecker(platforms: Partial<Record<VideoPlatform, OEmbedPlatform>>, o: CheckerOptions): VideoChecker {
  const fetchImpl = o.fetch ?? fetch
  return {
    async lookup(video) {
      const on = videoOnPlatform(video.key)
      if (!on) return { outcome: 'unchecked', platform: null, reason: 'unsupported_platform' }
      const p = platforms[on.platform]
      if (!p) return { outcome: 'unchecked', platform: on.platform, reason: 'not_configured' }
      const endpoint = p.endpoint(video.url, on.id)
      let res: Response
      let body: unknown
      try {
        res = await fetchImpl(endpoint, { headers: { accept: 'application/json' }, redirect: 'error', signal: AbortSignal.timeout(o.timeoutMs) })
        body = parseJson(await res.text())
      } catch (err) {
        const timedOut = err instanceof Error && err.name === 'TimeoutError'
        return { outcome: 'failed', platform: on.platform, error: timedOut ? `no answer within ${o.timeoutMs} ms` : `unreachable (${err instanceof Error ? err.message : String(err)})` }
      }
      if (res.ok && body && typeof body === 'object') return { outcome: 'found', platform: on.platform, facts: p.facts(body as Record<string, unknown>, endpoint.origin) }
      if (!res.ok && p.missing(res.status, body)) return { outcome: 'missing', platform: on.platform }
      return { outcome: 'failed', platform: on.platform, error: res.ok ? 'an answer that is not oEmbed JSON' : `HTTP ${res.status}${errorDetail(body)}` }
    },
  }
}

/** The message of an error answer that carries one (the Graph API's `error.message`). */
function errorDetail(body: unknown): string {
  const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message
  return typeof message === 'string' ? `: ${message.slice(0, 200)}` : ''
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Checking switched off: every video is unverifiable, and nothing is requested. */
export const checksOff: VideoChecker = {
  async lookup(video) {
    return { outcome: 'unchecked', platform: videoOnPlatform(video.key)?.platform ?? null, reason: 'checks_off' }
  },
}

/** The checker the settings describe (env.ts: VIDEO_CHECKS, the *_OEMBED_* endpoints, the timeout). */
export function createVideoChecker(env: Env, o: Pick<CheckerOptions, 'fetch'> = {}): VideoChecker {
  if (env.VIDEO_CHECKS === 'off') return checksOff
  return oembedVideoChecker(oembedPlatforms(env), { timeoutMs: env.VIDEO_CHECK_TIMEOUT_MS, fetch: o.fetch })
}
