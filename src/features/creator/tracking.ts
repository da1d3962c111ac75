import { apiRequest } from '@/lib/api/client'

// A creator's tracking link: /t/<sound>/<creator>, answered by the server, which counts the click
// (once per visitor per sound per day, a few at most per network) and redirects the visitor to
// the sound's template (CapCut) or reference video. The link carries no destination, so it cannot
// be turned into a redirect to anywhere else.

/** Where a visitor of the tracking link ends up: the template (CapCut) or the reference video. */
export function destinationOf(sound: { kind: string; templateLink: string | null; videoLinks: string[] }): string | null {
  if (sound.kind === 'video_app') return sound.templateLink
  return sound.videoLinks[0] ?? null
}

export function trackingLink(origin: string, soundId: string, creatorId: string): string {
  return `${origin}/t/${encodeURIComponent(soundId)}/${encodeURIComponent(creatorId)}`
}

/** The destination if it is a plain https address, else null (never follow other schemes). */
export function safeDestination(to: unknown): string | null {
  if (typeof to !== 'string' || !to) return null
  try {
    const url = new URL(to)
    return url.protocol === 'https:' && !url.username && !url.password ? url.toString() : null
  } catch {
    return null
  }
}

export type ClickResult = { ok: true; destination: string | null } | { ok: false; message: string }

/**
 * Counts the click and learns where to go. This runs only when the app itself shows a tracking
 * link (an older service worker answered the visit): the server's /t/ route normally counts and
 * redirects before the app loads. The click needs the link's click token and visitor cookie,
 * so the token is fetched from the link first (which also sets the cookie).
 */
export async function recordClick(soundId: string, creatorId: string): Promise<ClickResult> {
  try {
    const link = `/t/${encodeURIComponent(soundId)}/${encodeURIComponent(creatorId)}`
    const { token } = await apiRequest<{ token: string }>(link, { timeoutMs: 10_000 })
    const res = await apiRequest<{ counted: boolean; destination: string | null }>('/artist/add-click', {
      method: 'POST',
      body: { soundid: soundId, creator_id: creatorId, token },
      timeoutMs: 10_000,
    })
    return { ok: true, destination: safeDestination(res.destination) }
  } catch (err) {
    const offline = typeof navigator !== 'undefined' && !navigator.onLine
    return { ok: false, message: offline ? 'You are offline. Connect to the internet and try the link again.' : err instanceof Error ? err.message : String(err) }
  }
}
