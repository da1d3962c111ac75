import type { Env } from '../env'
import { THUMBNAIL_HOSTS, type VideoPlatform } from './marketplace-values'
import type { VideoFacts } from './video-checker'
import { accountIdentities } from './video-platform'

/** One platform's oEmbed endpoint: how to ask about a video, and how to read its answer. */
export interface OEmbedPlatform {
  /** The request: the endpoint, with the video's link as its `url` parameter (never fetched itself). */
  endpoint(link: string, id: string | null): URL
  /** Whether an error status (and its body) means the platform has no such public video. */
  missing(status: number, body: unknown): boolean
  facts(body: Record<string, unknown>, endpointOrigin: string): VideoFacts
}

/** Text from an answer: trimmed, without control characters, at most `max` characters; null when empty. */
function text(v: unknown, max = 300): string | null {
  if (typeof v !== 'string') return null
  // eslint-disable-next-line no-control-regex
  const clean = v.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  return clean ? clean.slice(0, max) : null
}

/**
 * A thumbnail the app may show: https on the platforms' image hosts (the app's CSP allows those),
 * or served by the endpoint itself (a platform stand-in on another address, as in tests).
 */
function thumbnail(v: unknown, endpointOrigin: string): string | null {
  const link = text(v, 2000)
  if (!link) return null
  try {
    const url = new URL(link)
    const host = url.hostname.toLowerCase()
    const known = url.protocol === 'https:' && THUMBNAIL_HOSTS.some((h) => host.endsWith(`.${h}`))
    return known || url.origin === endpointOrigin ? url.toString() : null
  } catch {
    return null
  }
}

/** The link as the platform's own pages spell it (`www.` on a bare host). */
function asPlatformLink(link: string): string {
  const url = new URL(link)
  if (url.hostname.split('.').length === 2) url.hostname = `www.${url.hostname}`
  return url.toString()
}

const withQuery = (base: string, params: Record<string, string>) => {
  const url = new URL(base)
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return url
}

const unique = (ids: string[]) => [...new Set(ids)]
const handleOf = (ids: string[]) => ids.find((i) => i.startsWith('handle:'))?.slice('handle:'.length)

/** TikTok: no key; `author_unique_id` is the handle; 400 or 404 for a video that is gone or private. */
function tiktok(endpoint: string): OEmbedPlatform {
  return {
    endpoint: (link) => withQuery(endpoint, { url: asPlatformLink(link) }),
    missing: (status) => [400, 401, 403, 404, 410].includes(status),
    facts(body, origin) {
      const unique_id = text(body.author_unique_id, 100)
      const authorIds = unique([...accountIdentities('tiktok', unique_id ? `https://www.tiktok.com/@${unique_id.replace(/^@/, '')}` : null), ...accountIdentities('tiktok', text(body.author_url, 500))])
      const handle = handleOf(authorIds)
      const id = typeof body.embed_product_id === 'string' && /^\d{1,30}$/.test(body.embed_product_id) ? body.embed_product_id : null
      return { authorIds, author: handle ? `@${handle}` : text(body.author_name, 100), title: text(body.title), thumbnailUrl: thumbnail(body.thumbnail_url, origin), id }
    },
  }
}

/** YouTube: no key; the channel is `author_url`; 404 when gone, 401 or 403 when private, 400 for a bad id. */
function youtube(endpoint: string): OEmbedPlatform {
  return {
    endpoint: (link, id) => withQuery(endpoint, { url: id ? `https://www.youtube.com/watch?v=${id}` : asPlatformLink(link), format: 'json' }),
    missing: (status) => [400, 401, 403, 404].includes(status),
    facts(body, origin) {
      const authorIds = accountIdentities('youtube', text(body.author_url, 500))
      const handle = handleOf(authorIds)
      return { authorIds, author: handle ? `@${handle}` : text(body.author_name, 100), title: text(body.title), thumbnailUrl: thumbnail(body.thumbnail_url, origin), id: null }
    },
  }
}

/**
 * Graph API errors that are the server's problem, not the video's: a bad or expired token or a
 * missing permission (190, 102, 10, 200–299), and rate limits (4, 17, 32, 613). Any other 400
 * (such as 100, an invalid or private post) means there is no public video at that link.
 */
const META_NOT_THE_VIDEO = (code: number) => [190, 102, 10, 4, 17, 32, 613].includes(code) || (code >= 200 && code < 300)

/**
 * Instagram and Facebook through Meta's oEmbed (a token from a Meta app). Since November 2025 its
 * answers carry no author, author link or thumbnail: the video is found or not, and its author
 * stays unknown unless an answer still names one.
 */
function meta(base: string, path: string, token: string, platform: Extract<VideoPlatform, 'instagram' | 'facebook'>): OEmbedPlatform {
  return {
    endpoint: (link) => withQuery(`${base.replace(/\/+$/, '')}/${path}`, { url: asPlatformLink(link), access_token: token }),
    missing(status, body) {
      if (status === 404) return true
      const code = (body as { error?: { code?: unknown } } | undefined)?.error?.code
      return status === 400 && typeof code === 'number' && !META_NOT_THE_VIDEO(code)
    },
    facts(body, origin) {
      const name = text(body.author_name, 100)
      const fromUrl = accountIdentities(platform, text(body.author_url, 500))
      // Instagram's author_name was the account's username; Facebook's is a display name.
      const authorIds = platform === 'instagram' && name ? unique([...accountIdentities('instagram', `https://www.instagram.com/${name}`), ...fromUrl]) : fromUrl
      const handle = handleOf(authorIds)
      return { authorIds, author: handle ? `@${handle}` : name, title: text(body.title), thumbnailUrl: thumbnail(body.thumbnail_url, origin), id: null }
    },
  }
}

/** The platforms this server can check, from its settings: Instagram and Facebook only with a Meta token. */
export function oembedPlatforms(env: Env): Partial<Record<VideoPlatform, OEmbedPlatform>> {
  const token = env.META_OEMBED_TOKEN
  return {
    tiktok: tiktok(env.TIKTOK_OEMBED_URL),
    youtube: youtube(env.YOUTUBE_OEMBED_URL),
    ...(token ? { instagram: meta(env.META_OEMBED_URL, 'instagram_oembed', token, 'instagram'), facebook: meta(env.META_OEMBED_URL, 'oembed_video', token, 'facebook') } : {}),
  }
}
