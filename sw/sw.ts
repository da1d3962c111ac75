/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, PrecacheRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { registerDemoRoutes } from './demo-gateway'
import { registerOutboxGateway } from './outbox-gateway'
import { keepPlayedAudio, registerPlayedAudio } from './played-audio'
import { registerPush } from './push'
import { cacheGroup, groupStatus, installPrecache, precache, type PrecacheGroup } from './precache'

declare const self: ServiceWorkerGlobalScope

// The shell and the portal screens are cached at install, so every screen opens offline after
// one visit; the demo area and the chart library are cached when first needed (sw/precache.ts).
installPrecache()
registerRoute(new PrecacheRoute(precache, {}))
cleanupOutdatedCaches()

// Client routes all render from index.html. API and upload paths are never navigations the
// app shell should answer, nor creators' tracking links (/t/...): the server counts the click
// and redirects, also when the visitor has the app installed.
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/uploads\//, /^\/t\//] }))

// A no-op answer through the same router: the baseline the demo routes are measured against,
// and a cheap way for a page to check that the worker answers.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/__sw/ping',
  async () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }),
)

// The demo area's API, answered from IndexedDB (DESIGN §6).
registerDemoRoutes()

// Sound previews stream from the network; a played one is kept and plays offline after.
registerPlayedAudio()

// Portal writes that fail offline are queued in the outbox, which the worker also replays (DESIGN §5).
registerOutboxGateway()

// Web Push: the server's notifications on the device, each opening its screen (offline too).
registerPush()

type Message = { type?: string; group?: PrecacheGroup; url?: string }
const OPTIONAL: ReadonlySet<PrecacheGroup> = new Set(['charts', 'demo'])

self.addEventListener('message', (event) => {
  const data = (event.data ?? {}) as Message
  const port = event.ports[0]
  // A new version waits until the user accepts the "new version available" prompt.
  if (data.type === 'SKIP_WAITING') void self.skipWaiting()
  // A page loaded past the worker (a hard reload) asks to be taken back under its control.
  if (data.type === 'CLAIM') event.waitUntil(self.clients.claim())
  // The page played a preview: keep it (a failure only means it streams again next time).
  if (data.type === 'KEEP_AUDIO' && typeof data.url === 'string') event.waitUntil(keepPlayedAudio(data.url).catch(() => {}))
  if ((data.type === 'CACHE_GROUP' || data.type === 'GROUP_STATUS') && data.group && OPTIONAL.has(data.group)) {
    const group = data.group as Exclude<PrecacheGroup, 'core'>
    const work = data.type === 'CACHE_GROUP' ? cacheGroup(group).then(() => groupStatus(group)) : groupStatus(group)
    event.waitUntil(
      work.then(
        (status) => port?.postMessage({ ok: true, ...status }),
        (error: unknown) => port?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
      ),
    )
  }
})

// The first install takes control of open pages at once, so demo calls are answered by the
// worker without a reload.
clientsClaim()
