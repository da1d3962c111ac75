import { apiRequest } from '../api/client'
import { clearSession, forgetEndedSession, getAccessToken } from './session'

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
  void apiRequest('/auth/logout', { method: 'POST', headers: { 'x-access-token': token }, allowUnauthorized: true, timeoutMs: 10_000 }).catch(() => undefined)
}
