/** The worker's four logged messages (specification §8); logged, never shown as toasts. */
export const SW_MESSAGES = {
  newContent: 'New content is available and will be used when all tabs for this page are closed.',
  cached: 'Content is cached for offline use.',
  offline: 'No internet connection found. App is running in offline mode.',
  registrationError: 'Error during service worker registration:',
} as const

/** Shown once, when the first install has cached the app. */
export const OFFLINE_READY_MESSAGE = 'Sound Portal now works offline'

export const SW_URL = '/sw.js'
const RELOAD_GUARD_KEY = 'sw-invalid-reloaded'

export interface RegisterCallbacks {
  /** A new version waiting: call `activate` to switch to it (the page then reloads). */
  onUpdate?: (activate: () => void) => void
  onOfflineReady?: () => void
}

/**
 * Workers already watched: a first install is seen both as `installing` right after registering
 * and through `updatefound`, and is announced once.
 */
const watched = new WeakSet<ServiceWorker>()

function watchInstalling(registration: ServiceWorkerRegistration, callbacks: RegisterCallbacks) {
  const worker = registration.installing
  if (!worker || watched.has(worker)) return
  watched.add(worker)
  worker.addEventListener('statechange', () => {
    if (worker.state !== 'installed') return
    if (navigator.serviceWorker.controller) {
      console.log(SW_MESSAGES.newContent)
      callbacks.onUpdate?.(() => activateWaiting(registration))
    } else {
      console.log(SW_MESSAGES.cached)
      callbacks.onOfflineReady?.()
    }
  })
}

function activateWaiting(registration: ServiceWorkerRegistration) {
  const waiting = registration.waiting
  if (!waiting) return window.location.reload()
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
  waiting.postMessage({ type: 'SKIP_WAITING' })
}

function watchRegistration(registration: ServiceWorkerRegistration, callbacks: RegisterCallbacks) {
  if (registration.waiting && navigator.serviceWorker.controller) {
    console.log(SW_MESSAGES.newContent)
    callbacks.onUpdate?.(() => activateWaiting(registration))
  }
  // The browser's own check may have found a new version before this script ran.
  if (registration.installing) watchInstalling(registration, callbacks)
  registration.addEventListener('updatefound', () => watchInstalling(registration, callbacks))
}

async function register(callbacks: RegisterCallbacks) {
  try {
    const registration = await navigator.serviceWorker.register(SW_URL, { scope: '/', updateViaCache: 'none' })
    sessionStorage.removeItem(RELOAD_GUARD_KEY)
    watchRegistration(registration, callbacks)
  } catch (error) {
    console.error(SW_MESSAGES.registrationError, error)
  }
}

/**
 * A worker file that is missing or is not JavaScript (a host serving its HTML fallback, say)
 * would leave the page controlled by a stale worker forever: unregister it and reload, once.
 */
async function unregisterAndReload() {
  const registrations = await navigator.serviceWorker.getRegistrations()
  await Promise.all(registrations.map((r) => r.unregister()))
  if (sessionStorage.getItem(RELOAD_GUARD_KEY)) return
  sessionStorage.setItem(RELOAD_GUARD_KEY, '1')
  window.location.reload()
}

/** The marker the app's own index.html carries (index.html), so its fallback page is recognised. */
export const APP_PAGE_MARKER = '<meta name="application-name" content="Sound Portal"'

export type WorkerCheck = 'register' | 'unregister' | 'keep'

/**
 * What an answer for the worker's address means (specification §8). Only a missing worker (404,
 * 410, or this app's own page served in its place by the host's fallback) or a file that is not a
 * script unregisters it. A failed update check keeps the installed worker: a 5xx from a struggling
 * gateway, a redirect, or a page of someone else's (a captive portal's sign-in page), so the app
 * still opens offline afterwards.
 */
export function checkWorkerAnswer(a: { status: number; contentType: string; redirected: boolean; body: string }): WorkerCheck {
  if (a.status === 404 || a.status === 410) return 'unregister'
  if (a.status < 200 || a.status >= 300 || a.redirected) return 'keep'
  if (a.contentType.includes('javascript')) return 'register'
  return a.body.includes(APP_PAGE_MARKER) ? 'unregister' : 'keep'
}

/** Fetches the worker file and applies the invalid-worker rule; true when it may be registered. */
async function workerFileIsValid(): Promise<boolean> {
  let response: Response
  try {
    // no-cache: revalidated with the server (a 304 when unchanged), never a stale HTTP cache copy.
    response = await fetch(SW_URL, { headers: { 'Service-Worker': 'script' }, cache: 'no-cache' })
  } catch {
    console.log(SW_MESSAGES.offline)
    return false
  }
  const contentType = response.headers.get('content-type') ?? ''
  const body = contentType.includes('javascript') ? '' : await response.text().catch(() => '')
  const verdict = checkWorkerAnswer({ status: response.status, contentType, redirected: response.redirected, body })
  if (verdict === 'unregister') await unregisterAndReload()
  if (verdict === 'keep') console.warn(`The worker file could not be checked (the network answered ${response.status}); the installed worker is kept.`)
  return verdict === 'register'
}

const CHECKED_AT_KEY = 'sw-checked-at'
/** How long a worker file found valid is trusted before the page checks it again itself. */
const RECHECK_MS = 24 * 60 * 60 * 1000

function checkedRecently(): boolean {
  const at = Number(localStorage.getItem(CHECKED_AT_KEY))
  return Number.isFinite(at) && Date.now() - at >= 0 && Date.now() - at < RECHECK_MS
}

/**
 * Checks the worker file, then registers it; offline, the existing worker carries on. On a page
 * the worker already controls, the browser makes its own update check on every navigation (one
 * conditional request, a 304 when nothing changed), so the page checks the file itself (also
 * conditionally) only once a day, to apply the invalid-worker rule, and again after any check
 * that did not find a valid worker.
 */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}

export async function registerServiceWorker(callbacks: RegisterCallbacks = {}): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const installed = navigator.serviceWorker.controller ? await navigator.serviceWorker.getRegistration() : undefined
  if (!installed) {
    // A first install waits for the page to load, so its downloads do not compete with the
    // first screen's on a slow connection.
    await pageLoaded()
    if (await workerFileIsValid()) await register(callbacks)
    return
  }
  watchRegistration(installed, callbacks)
  if (checkedRecently() || !(await workerFileIsValid())) return
  localStorage.setItem(CHECKED_AT_KEY, String(Date.now()))
}
