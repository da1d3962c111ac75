/**
 * Demo calls are answered by the service worker. On a first visit the page is not controlled
 * yet, so demo code waits for the worker to take control rather than sending the call to the
 * server (which would answer with the app's HTML).
 */
export async function whenWorkerControls(timeoutMs = 15_000): Promise<void> {
  if (!('serviceWorker' in navigator)) throw new Error('This browser cannot run the demo area (no service worker support).')
  if (navigator.serviceWorker.controller) return
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The demo area is still installing. Reload the page.')), timeoutMs)
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
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
