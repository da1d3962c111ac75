import { apiRequest } from '@/lib/api/client'
import { ApiError, NetworkError } from '@/lib/api/errors'
import { saveUserData, type UserData } from '@/lib/session/session'

export type SignInResult = { ok: true; name: string } | { ok: false; message: string }

/** Signs in and stores the user with its token; returns the server's message on refusal. */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  if (!email.trim() || !password) return { ok: false, message: 'Enter your e-mail and password.' }
  try {
    const { accessToken, userData } = await apiRequest<{ accessToken: string; userData: UserData }>('/auth/login', {
      method: 'POST',
      body: { email: email.trim(), password },
    })
    saveUserData({ ...userData, accessToken })
    return { ok: true, name: userData.fullName ?? userData.email ?? email }
  } catch (err) {
    if (err instanceof NetworkError) return { ok: false, message: 'You are offline. Signing in needs a connection.' }
    if (err instanceof ApiError) return { ok: false, message: err.message }
    throw err
  }
}
