/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing'
import { db } from '../src/db/db'
import { answerDemoRequest } from './demo/answer'
import type { DemoContext } from './demo/route'
import { matchDemoRoute } from './demo/routes'
import { fetchSeedLoader, resetDemoData } from './demo/seeding'
import { precache } from './precache'

declare const self: ServiceWorkerGlobalScope

const ctx: DemoContext = { db, now: () => new Date(), random: Math.random }

/** Seed files come from the precache (once the demo is cached), so the demo seeds itself offline too. */
const load = fetchSeedLoader('/seed/demo/', (async (input: RequestInfo | URL) => (await precache.matchPrecache(String(input))) ?? fetch(input)) as typeof fetch)

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const

/**
 * Demo-area calls are answered here from IndexedDB. Only same-origin, non-navigation requests
 * that match a demo route are taken; everything else goes on to the network.
 */
export function registerDemoRoutes(): void {
  for (const method of METHODS) {
    registerRoute(
      ({ request, url }) => url.origin === self.location.origin && request.mode !== 'navigate' && matchDemoRoute(method, url.pathname) !== null,
      async ({ request }) => (await answerDemoRequest(request, ctx, load)) ?? fetch(request),
      method,
    )
  }
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type !== 'RESET_DEMO_DATA') return
    const port = event.ports[0]
    event.waitUntil(
      resetDemoData(db, load, ctx.now).then(
        () => port?.postMessage({ ok: true }),
        (error: unknown) => port?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
      ),
    )
  })
}
