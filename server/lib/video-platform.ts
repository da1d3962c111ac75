import type { VideoPlatform } from './marketplace-values'

/**
 * Which platform a submitted video is on and its id there, read from its identity key
 * (video-identity.ts): `tiktok:<id>`, `tiktok-short:<code>` (a short link, id unknown until the
 * platform answers), `youtube:<id>`, `instagram:<code>`, `facebook:<id>`. Null for other sites.
 */
export function videoOnPlatform(videoKey: string | null): { platform: VideoPlatform; id: string | null } | null {
  const [kind, id] = (videoKey ?? '').split(/:(.*)/s)
  if (!id) return null
  if (kind === 'tiktok') return { platform: 'tiktok', id }
  if (kind === 'tiktok-short') return { platform: 'tiktok', id: null }
  if (kind === 'youtube' || kind === 'instagram' || kind === 'facebook') return { platform: kind, id }
  return null
}

/** The platform of a follower-verified profile's host (follower_verifications.platform), if any is checked. */
export function profilePlatform(host: string): VideoPlatform | null {
  if (host === 'tiktok.com') return 'tiktok'
  if (host === 'youtube.com' || host === 'youtu.be') return 'youtube'
  if (host === 'instagram.com') return 'instagram'
  if (host === 'facebook.com' || host === 'fb.com') return 'facebook'
  return null
}

/**
 * The identities an account link names on its platform, each `kind:value` in lower case (handles
 * are compared case-insensitively, without `@`): a TikTok or Instagram `handle`, a YouTube
 * `handle` (/@name), `channel` (/channel/UC…) or legacy `user`/`c` name, a Facebook `handle` or
 * numeric `id`. Two accounts are the same when they share an identity; they can be told apart only
 * when they have a kind in common (a YouTube @handle says nothing about a /channel/ id).
 */
export function accountIdentities(platform: VideoPlatform, link: string | null | undefined): string[] {
  let url: URL
  try {
    url = new URL(link ?? '')
  } catch {
    return []
  }
  const segments = url.pathname.split('/').filter(Boolean).map(safeDecode)
  const first = segments[0] ?? ''
  const id = (kind: string, value: string | undefined) => (value ? [`${kind}:${value.replace(/^@/, '').toLowerCase()}`] : [])
  switch (platform) {
    case 'tiktok':
      return first.startsWith('@') ? id('handle', first) : []
    case 'instagram':
      return first && !RESERVED_INSTAGRAM.has(first.toLowerCase()) ? id('handle', first) : []
    case 'youtube':
      if (first.startsWith('@')) return id('handle', first)
      return ['channel', 'user', 'c'].includes(first.toLowerCase()) ? id(first.toLowerCase(), segments[1]) : []
    case 'facebook':
      if (first.toLowerCase() === 'profile.php') return id('id', url.searchParams.get('id') ?? undefined)
      return first && !RESERVED_FACEBOOK.has(first.toLowerCase()) ? id(/^\d+$/.test(first) ? 'id' : 'handle', first) : []
  }
}

/** The first segments of Instagram and Facebook links that are pages, not accounts. */
const RESERVED_INSTAGRAM = new Set(['p', 'reel', 'reels', 'tv', 'explore', 'stories', 'accounts'])
const RESERVED_FACEBOOK = new Set(['watch', 'reel', 'reels', 'videos', 'groups', 'pages', 'people', 'share', 'story.php'])

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/**
 * When a TikTok video was posted: its id's upper 32 bits are its creation time in Unix seconds.
 * Null for anything that is not such an id.
 */
export function tiktokPostedAt(id: string | null | undefined): Date | null {
  if (!id || !/^\d{1,30}$/.test(id)) return null
  const seconds = Number(BigInt(id) >> 32n)
  return seconds > 0 ? new Date(seconds * 1000) : null
}
