import { apiRequest } from '../api/client'
import { clearSession, forgetEndedSession, getAccessToken } from './session'

/**
 * This device's push subscription goes with the session: the server forgets it (while the token
 * still works) and the browser drops it, so the next person on this device is not shown the last
 * one's news. Offline, the browser still drops it and the server deletes it at its next send (410).
 */
async function forgetPushDevice(token: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const registration = await navigator.serviceWorker.getRegistration()
  const sub = await registration?.pushManager?.getSubscription()
  if (!sub) return
  await apiRequest('/push/subscriptions', { method: 'DELETE', body: { endpoint: sub.endpoint }, headers: { 'x-access-token': token }, allowUnauthorized: true, timeoutMs: 10_000 }).catch(() => undefined)
  await sub.unsubscribe().catch(() => false)
}

/**
 * Signs out at once on this device, then tells the server to end the token (every session of
 * the account ends there). Offline, the device is signed out all the same; the token then ends
 * when it expires or at the next sign-out or password change.
 */
export function signOut(): void {
  const token = getAccessToken()
  forgetEndedSession()
  clearSession()
  if (!token) return
  const logout = () => apiRequest('/auth/logout', { method: 'POST', headers: { 'x-access-token': token }, allowUnauthorized: true, timeoutMs: 10_000 }).catch(() => undefined)
  void forgetPushDevice(token)
    .catch(() => undefined)
    .then(logout)
}
