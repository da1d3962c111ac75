import { saveUserData, type UserData } from '@/lib/session/session'
import { HANDOFF_COOKIE } from './handoff-cookie'

/**
 * A sign-in sent by the document's own form, before the app's script had come: the server answered
 * with the session in a short-lived cookie and sent the browser to Home. The app keeps the session
 * where it always does (localStorage) and forgets the cookie at once. Call before the first route.
 */
export function adoptFormSignIn(): boolean {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${HANDOFF_COOKIE}=`))
  if (!entry) return false
  document.cookie = `${HANDOFF_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`
  try {
    const session = JSON.parse(decodeURIComponent(entry.slice(HANDOFF_COOKIE.length + 1))) as { accessToken?: unknown; userData?: UserData }
    if (typeof session.accessToken !== 'string' || !session.userData || typeof session.userData !== 'object') return false
    saveUserData({ ...session.userData, accessToken: session.accessToken })
    return true
  } catch {
    return false
  }
}
