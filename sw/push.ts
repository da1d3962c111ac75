/// <reference lib="webworker" />
declare const self: ServiceWorkerGlobalScope

/** What the server sends (server/db/schema/push.ts: PushPayload). */
interface PushPayload {
  title?: unknown
  body?: unknown
  url?: unknown
  tag?: unknown
}

/** The message a window gets to show a screen in place (src/lib/pwa/open-screen.ts listens). */
export const OPEN_SCREEN = 'OPEN_SCREEN'

/** A path of this app, or Home: a notification never opens anything else. */
export function screenOf(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/Home'
}

function payloadOf(event: PushEvent): PushPayload {
  try {
    return (event.data?.json() ?? {}) as PushPayload
  } catch {
    return { body: event.data?.text() }
  }
}

/**
 * Brings the app to `path`: an open window of it is focused and told to show that screen (an
 * in-app navigation, so it works offline like any other); with none open, a new one opens there,
 * answered by the app shell this worker keeps.
 */
export async function openScreen(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin)
  if (!open) {
    await self.clients.openWindow(path)
    return
  }
  // Focusing may be refused (no click behind the event); the screen still changes.
  await open.focus().catch(() => undefined)
  open.postMessage({ type: OPEN_SCREEN, url: path })
}

/** Shows each push message as a notification and opens its screen when the notification is tapped. */
export function registerPush(): void {
  self.addEventListener('push', (event) => {
    const p = payloadOf(event)
    const title = typeof p.title === 'string' && p.title ? p.title : 'Sound Portal'
    event.waitUntil(
      self.registration.showNotification(title, {
        body: typeof p.body === 'string' ? p.body : '',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        ...(typeof p.tag === 'string' && p.tag ? { tag: p.tag } : {}),
        data: { url: screenOf(p.url) },
      }),
    )
  })
  self.addEventListener('notificationclick', (event) => {
    event.notification.close()
    event.waitUntil(openScreen(screenOf((event.notification.data as { url?: unknown } | null)?.url)))
  })
}
