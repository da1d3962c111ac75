/**
 * The identity of a short video: one key per video whatever dress its link comes in (another
 * handle, `@Handle` vs `@handle`, `//`, `%20`, a trailing segment, a query or a fragment), so the
 * same video can never be paid twice. Platforms that put an id in the link are keyed by it
 * (TikTok video id, Instagram reel/post code, YouTube video id, Facebook video id); ids keep
 * their case where the platform's ids are case-sensitive. Other hosts fall back to host + path
 * with handles lower-cased. Null when the link is not an https URL.
 */
export function videoIdentity(link: string): string | null {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:') return null
  const host = url.hostname.toLowerCase().replace(/^(www|m|mobile|vm|vt)\./, '')
  const segments = url.pathname
    .split('/')
    .map((s) => safeDecode(s).trim())
    .filter(Boolean)
  const byId = platformKey(host, segments, url.searchParams, url.hostname.toLowerCase())
  // A known platform's link without its video id is not a video (a profile, a search page).
  if (byId !== undefined) return byId
  const path = segments.map((s) => (s.startsWith('@') ? s.toLowerCase() : s)).join('/')
  return path ? `${host}/${path}` : null
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/** The segment after the first of `markers` found in the path. */
function after(segments: string[], markers: string[]): string | undefined {
  const i = segments.findIndex((s) => markers.includes(s.toLowerCase()))
  return i >= 0 ? segments[i + 1] : undefined
}

const TIKTOK_ID = /^\d{1,30}$/
const YOUTUBE_ID = /^[\w-]{6,20}$/
const INSTAGRAM_CODE = /^[\w-]{5,64}$/

/** The key on a platform that puts ids in its links; null there without an id; undefined elsewhere. */
function platformKey(host: string, segments: string[], query: URLSearchParams, fullHost: string): string | null | undefined {
  if (host === 'tiktok.com' || host.endsWith('.tiktok.com')) {
    // vm./vt. short links carry a code, not the id; without following them, the code is the key.
    if (/^(vm|vt)\./.test(fullHost) && segments[0]) return `tiktok-short:${segments[0]}`
    if (segments[0]?.toLowerCase() === 't' && segments[1]) return `tiktok-short:${segments[1]}`
    const id = after(segments, ['video', 'photo', 'v', 'v2']) ?? after(segments, ['embed'])
    const clean = id?.replace(/\.html$/i, '')
    return clean && TIKTOK_ID.test(clean) ? `tiktok:${clean}` : null
  }
  if (host === 'instagram.com' || host.endsWith('.instagram.com')) {
    const code = after(segments, ['reel', 'reels', 'p', 'tv'])
    return code && INSTAGRAM_CODE.test(code) ? `instagram:${code}` : null
  }
  if (host === 'youtu.be') return segments[0] && YOUTUBE_ID.test(segments[0]) ? `youtube:${segments[0]}` : null
  if (host === 'youtube.com' || host.endsWith('.youtube.com')) {
    const id = segments[0]?.toLowerCase() === 'watch' ? (query.get('v') ?? undefined) : after(segments, ['shorts', 'embed', 'live', 'v'])
    return id && YOUTUBE_ID.test(id) ? `youtube:${id}` : null
  }
  if (host === 'facebook.com' || host.endsWith('.facebook.com')) {
    const id = segments[0]?.toLowerCase() === 'watch' ? (query.get('v') ?? undefined) : after(segments, ['videos', 'reel', 'reels'])
    return id && /^\d{5,25}$/.test(id) ? `facebook:${id}` : null
  }
  return undefined
}
