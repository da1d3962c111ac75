/**
 * Demo calls are answered by the service worker. On a first visit the page is not controlled
 * yet, so demo code waits for the worker to take control rather than sending the call to the
 * server (which would answer with the app's HTML). However slow the install, the call waits:
 * only an install that failed, or a browser without workers, is an error.
 */
export async function whenWorkerControls(): Promise<void> {
  if (!('serviceWorker' in navigator)) throw new Error('This browser cannot run the demo area (no service worker support).')
  const container = navigator.serviceWorker
  if (container.controller) return
  const controlled = new Promise<void>((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }))
  const registration = await container.getRegistration()
  if (container.controller) return
  if (registration?.active && !registration.installing && !registration.waiting) {
    // Installed, but this page was loaded past it (a hard reload): ask to be taken under control.
    registration.active.postMessage({ type: 'CLAIM' })
  }
  await Promise.race([controlled, failedInstall(registration?.installing ?? null)])
}

/** Rejects if the worker being installed is thrown away (its install failed). */
function failedInstall(worker: ServiceWorker | null): Promise<never> {
  return new Promise((_resolve, reject) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'redundant') reject(new Error('The demo area could not be installed. Check the connection and reload the page.'))
    })
  })
}

/** A demo-area call, once the worker can answer it. */
export async function demoFetch(input: string, init?: RequestInit): Promise<Response> {
  await whenWorkerControls()
  return fetch(input, init)
}

/** Throws away every change made in the demo area and restores the sample data. */
export async function resetDemoData(): Promise<void> {
  await whenWorkerControls()
  const controller = navigator.serviceWorker.controller
  if (!controller) throw new Error('The demo area is not available.')
  const channel = new MessageChannel()
  const answer = new Promise<{ ok: boolean; message?: string }>((resolve) => {
    channel.port1.onmessage = (e: MessageEvent<{ ok: boolean; message?: string }>) => resolve(e.data)
  })
  controller.postMessage({ type: 'RESET_DEMO_DATA' }, [channel.port2])
  const result = await answer
  if (!result.ok) throw new Error(result.message ?? 'The demo data could not be reset.')
}
