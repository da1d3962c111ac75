/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing'
import { db } from '../src/db/db'
import { defaultLock } from '../src/lib/sync/lock'
import { replayQueue } from '../src/lib/sync/replay-core'
import { readSessionRow } from '../src/lib/sync/session-row'
import { isPortalWrite, sendOrQueue } from './outbox-capture'

declare const self: ServiceWorkerGlobalScope

/** The Background Sync tag the page registers when it queues a write. */
export const OUTBOX_SYNC_TAG = 'portal-outbox'

interface SyncEventLike extends ExtendableEvent {
  tag: string
}

async function tellClients(message: unknown): Promise<void> {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true })) client.postMessage(message)
}

/**
 * A page the user is looking at replays itself (on reconnect, on its timer): it shows upload
 * progress, which fetch from here cannot report. The worker covers the app while it is closed or
 * in the background.
 */
async function visiblePage(): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window' })
  return windows.some((c) => (c as WindowClient).visibilityState === 'visible')
}

/**
 * The worker's replay: the same runner as the page's (one at a time through the Web Lock), with the
 * token read from the session row now. A 401 is passed to open pages, which sign out.
 */
async function replayFromWorker(force = false): Promise<{ retried: number }> {
  if (!force && (await visiblePage())) return { retried: 0 }
  const session = await readSessionRow(db)
  return replayQueue({
    db,
    fetch: (...args) => fetch(...args),
    baseUrl: session?.apiBase ?? `${self.location.origin}/api`,
    now: Date.now,
    lock: defaultLock(),
    onUnauthorized: (userId, token) => void tellClients({ type: 'OUTBOX_UNAUTHORIZED', userId, token }),
  })
}

const quietly = (p: Promise<unknown>) => p.catch((err: unknown) => console.warn('[outbox]', err))

/** Portal writes that fail at the network go to the outbox; the outbox is replayed from here too. */
export function registerOutboxGateway(): void {
  for (const method of ['POST', 'PUT', 'DELETE'] as const) {
    registerRoute(
      ({ request, url }) => isPortalWrite(request, url, self.location.origin),
      ({ request }) => sendOrQueue(request, { db, fetch: (r) => fetch(r), now: Date.now, caches: self.caches }),
      method,
    )
  }
  // Background Sync: the browser wakes the worker when the connection returns. A run that left
  // writes waiting fails the event, so the browser schedules another try.
  self.addEventListener('sync', (event) => {
    const e = event as SyncEventLike
    if (e.tag !== OUTBOX_SYNC_TAG) return
    e.waitUntil(
      replayFromWorker().then((r) => {
        if (r.retried > 0) throw new Error('Some writes are still waiting')
      }),
    )
  })
  self.addEventListener('activate', (event) => event.waitUntil(quietly(replayFromWorker())))
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'REPLAY_OUTBOX') event.waitUntil(quietly(replayFromWorker(true)))
  })
  // Every worker start (the browser starts it for a fetch, a push, a sync…) drains what waits.
  void quietly(replayFromWorker())
}
