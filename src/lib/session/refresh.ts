import { apiRequest } from '../api/client'
import { ApiError, NetworkError } from '../api/errors'
import { getAccessToken, readUserData, saveUserData, type UserData } from './session'

/** Asks the server who the token belongs to and keeps the stored user up to date. */
export async function refreshSession(): Promise<void> {
  const token = getAccessToken()
  if (!token) return
  try {
    const answer = await apiRequest<{ userData?: UserData }>('/auth/me')
    const current = readUserData()
    // Only merge into the same session: the user may have signed out meanwhile.
    if (!answer.userData || current?.accessToken !== token) return
    const next = { ...current, ...answer.userData, accessToken: token }
    // Unchanged (the usual answer): no write, so no screen renders again for nothing at start.
    if (JSON.stringify(next) !== JSON.stringify(current)) saveUserData(next)
  } catch (err) {
    // Offline or a server hiccup: keep the stored user; 401 has already signed out.
    if (!(err instanceof NetworkError) && !(err instanceof ApiError)) throw err
  }
}
