/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { registerDemoRoutes } from './demo-gateway'
import { registerOutboxGateway } from './outbox-gateway'

declare const self: ServiceWorkerGlobalScope

// The app shell (HTML, scripts, styles, icons, demo seed files) is precached at install, so
// every screen opens offline after one visit.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Client routes all render from index.html. API and upload paths are never navigations the
// app shell should answer, nor creators' tracking links (/t/...): the server counts the click
// and redirects, also when the visitor has the app installed.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/uploads\//, /^\/t\//] }))

// A no-op answer through the same router: the baseline the demo routes are measured against,
// and a cheap way for a page to check that the worker answers.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/__sw/ping',
  async () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }),
)

// The demo area's API, answered from IndexedDB (DESIGN §6).
registerDemoRoutes()

// Portal writes that fail offline are queued in the outbox, which the worker also replays (DESIGN §5).
registerOutboxGateway()

// A new version waits until the user accepts the "new version available" prompt.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// The first install takes control of open pages at once, so demo calls are answered by the
// worker without a reload.
clientsClaim()
