import { PUSH_KINDS, type PushKind } from '@server/lib/push-values'
import { apiRequest } from '@/lib/api/client'

export { PUSH_KINDS, type PushKind }

/** What this browser can do about push: subscribe, install the app first (iOS), nothing, or blocked by the user. */
export type PushSupport = 'ready' | 'install-first' | 'unsupported' | 'blocked'

const KINDS_KEY = 'pushKinds'
/** How long the browser may take to register with its push service before the attempt is given up. */
const SUBSCRIBE_TIMEOUT_MS = 30_000

function isAppleMobile(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1)
}

function isInstalled(): boolean {
  return matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true
}

export function pushSupport(): PushSupport {
  const capable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  // iOS and iPadOS offer push to an app added to the home screen only, and nothing in Safari's tabs.
  if (isAppleMobile() && (!capable || !isInstalled())) return 'install-first'
  if (!capable) return 'unsupported'
  return Notification.permission === 'denied' ? 'blocked' : 'ready'
}

/** The kinds this device asked for last (all of them at first). */
export function savedKinds(): PushKind[] {
  try {
    const stored = JSON.parse(localStorage.getItem(KINDS_KEY) ?? 'null') as unknown
    if (Array.isArray(stored)) return PUSH_KINDS.filter((k) => stored.includes(k))
  } catch {
    // A damaged value: start from all kinds again.
  }
  return [...PUSH_KINDS]
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready
}

/** This device's push subscription, if it has one and notifications are still allowed. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'ready') return null
  const sub = await (await registration()).pushManager.getSubscription()
  return sub && Notification.permission === 'granted' ? sub : null
}

function post(sub: PushSubscription, kinds: PushKind[]) {
  return apiRequest('/push/subscriptions', { method: 'POST', body: { ...sub.toJSON(), kinds } })
}

const sameKey = (sub: PushSubscription, key: string) => {
  const own = sub.options.applicationServerKey
  return !own || btoa(String.fromCharCode(...new Uint8Array(own))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') === key
}

/**
 * Turns push on for this device: asks the browser's permission (only now, on the user's turn-on),
 * subscribes with the server's VAPID key and stores the subscription with the kinds wanted.
 * Throws with a sentence for the user when something refuses.
 */
export async function turnPushOn(kinds: PushKind[]): Promise<void> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') throw new Error('Notifications were not allowed. Allow them for this site in your browser settings, then try again.')
  const { publicKey } = await apiRequest<{ publicKey: string }>('/push/key')
  const manager = (await registration()).pushManager
  let sub = await manager.getSubscription()
  // Subscribed with another server key (the keys were replaced): start again with this one.
  if (sub && !sameKey(sub, publicKey)) {
    await sub.unsubscribe()
    sub = null
  }
  try {
    // A browser that cannot reach its push service may never answer: give up rather than spin.
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer')), SUBSCRIBE_TIMEOUT_MS))
    sub ??= await Promise.race([manager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }), timeout])
  } catch (err) {
    throw new Error(`This browser could not reach its push service (${err instanceof Error ? err.message : String(err)}). Try again later.`, { cause: err })
  }
  await post(sub, kinds)
  localStorage.setItem(KINDS_KEY, JSON.stringify(kinds))
}

/** Changes the kinds an already subscribed device receives. */
export async function changePushKinds(kinds: PushKind[]): Promise<void> {
  const sub = await currentSubscription()
  if (sub) await post(sub, kinds)
  localStorage.setItem(KINDS_KEY, JSON.stringify(kinds))
}

/** Turns push off: the server forgets this device first (so nothing more is sent), then the browser unsubscribes. */
export async function turnPushOff(): Promise<void> {
  const sub = await (await registration()).pushManager.getSubscription()
  if (!sub) return
  await apiRequest('/push/subscriptions', { method: 'DELETE', body: { endpoint: sub.endpoint } })
  await sub.unsubscribe()
}
