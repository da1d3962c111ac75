/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing'
import { PLAYED_AUDIO_CACHE } from '../src/lib/pwa/played-audio-cache'
import { partialFrom } from './partial-response'

declare const self: ServiceWorkerGlobalScope

/**
 * Sound previews: streamed from the network with the browser's own Range requests, never fetched
 * ahead. A preview the user plays is kept (the page says so; see src/components/ui/audio-player.tsx),
 * so it plays again offline and costs nothing the second time. At most KEEP previews are kept,
 * the oldest played dropped first.
 */
const KEEP = 30
/** Keeping costs one whole download, so only previews up to this size are kept (a sound clip is far smaller). */
export const KEEP_MAX_BYTES = 4 * 1024 * 1024

const isUpload = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/uploads/')

/** Keeps a played preview (up to KEEP_MAX_BYTES): the whole file, once, then drops the oldest past KEEP. */
export async function keepPlayedAudio(href: string): Promise<void> {
  const url = new URL(href, self.location.href)
  if (!isUpload(url)) return
  const cache = await caches.open(PLAYED_AUDIO_CACHE)
  if (await cache.match(url.href)) return
  const res = await fetch(url.href, { credentials: 'same-origin' })
  const size = Number(res.headers.get('content-length') ?? NaN)
  if (res.status !== 200 || !(res.headers.get('content-type') ?? '').startsWith('audio/') || !(size <= KEEP_MAX_BYTES)) {
    await res.body?.cancel()
    return
  }
  await cache.put(url.href, res)
  const keys = await cache.keys()
  for (const old of keys.slice(0, Math.max(0, keys.length - KEEP))) await cache.delete(old)
}

export function registerPlayedAudio(): void {
  registerRoute(
    ({ url, request }) => isUpload(url) && request.destination === 'audio',
    async ({ request }) => {
      const kept = await (await caches.open(PLAYED_AUDIO_CACHE)).match(request.url)
      if (!kept) return fetch(request)
      const range = request.headers.get('range')
      return range ? partialFrom(kept, range) : kept
    },
  )
}
