import { VIDEO_HOSTS } from './marketplace-values'

/**
 * The canonical form of a short-video link, or null when it is not an https link to a video on a
 * known host. Canonical: lower-case host without `www.`/`m.`, no query (tracking parameters) or
 * fragment, no trailing slash — so the same video pasted twice in different dress is recognised
 * as a duplicate. YouTube's `watch?v=` keeps its `v`. Pure, so the request schema and the server agree.
 */
export function normalizeVideoLink(link: string): string | null {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '')
  if (!VIDEO_HOSTS.some((known) => host === known || host.endsWith(`.${known}`))) return null
  const path = url.pathname.replace(/\/+$/, '')
  if (!path) return null
  const v = url.searchParams.get('v')
  const keep = path === '/watch' && v ? `?v=${encodeURIComponent(v)}` : ''
  if (path === '/watch' && !keep) return null
  return `https://${host}${path}${keep}`
}

/** An https link of any host (reference videos, template links): its normalised text, or null. */
export function normalizeHttpsLink(link: string): string | null {
  try {
    const url = new URL(link.trim())
    if (url.protocol !== 'https:' || url.username || url.password || !url.hostname.includes('.')) return null
    return url.toString()
  } catch {
    return null
  }
}
