import type { AnyRouter } from '@tanstack/react-router'

/** Sent by the worker when a notification is tapped (sw/push.ts). */
const OPEN_SCREEN = 'OPEN_SCREEN'

/** Shows the screen a tapped notification names, in place (no reload, so offline too). */
export function listenForScreens(router: AnyRouter): void {
  if (!('serviceWorker' in navigator)) return
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; url?: unknown } | null
    if (data?.type !== OPEN_SCREEN || typeof data.url !== 'string') return
    if (!data.url.startsWith('/') || data.url.startsWith('//')) return
    void router.navigate({ href: data.url })
  })
}
