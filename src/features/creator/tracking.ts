import { apiRequest } from '@/lib/api/client'

// A creator's tracking link: /t/<sound>/<creator>. Opening it counts a click (the server counts
// one per visitor per day) and sends the visitor where the server says: the sound's template
// (CapCut) or reference video. The link carries no destination, so it cannot be turned into a
// redirect to anywhere else.

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

/** Counts the click and learns where to go; a failure says why in plain words. */
export async function recordClick(soundId: string, creatorId: string): Promise<ClickResult> {
  try {
    const res = await apiRequest<{ counted: boolean; destination: string | null }>('/artist/add-click', {
      method: 'POST',
      body: { soundid: soundId, creator_id: creatorId },
      timeoutMs: 10_000,
    })
    return { ok: true, destination: safeDestination(res.destination) }
  } catch (err) {
    const offline = typeof navigator !== 'undefined' && !navigator.onLine
    return { ok: false, message: offline ? 'You are offline. Connect to the internet and try the link again.' : err instanceof Error ? err.message : String(err) }
  }
}
