import type { z } from 'zod'
import { apiRequest } from '@/lib/api/client'
import { ApiError, NetworkError } from '@/lib/api/errors'
import { saveUserData, type UserData } from '@/lib/session/session'

/** A refused form: the message to show, and per-field messages where the schema had them. */
export type FormResult<T = undefined> = { ok: true; value: T } | { ok: false; message: string; fields: Record<string, string> }

/**
 * The server's schemas (and the validation library) load when the user submits, so they stay
 * off the forms' first paint: on a slow connection they are most of the sign-in page's bytes.
 */
const schemas = () => import('@server/routes/auth/auth.schemas')

const OFFLINE = 'You are offline. This needs a connection; try again when you are back online.'

/** Checks input with the server's own schema, so the form refuses exactly what the server would. */
function check<S extends z.ZodType>(schema: S, input: unknown): { ok: true; data: z.infer<S> } | { ok: false; message: string; fields: Record<string, string> } {
  const parsed = schema.safeParse(input)
  if (parsed.success) return { ok: true, data: parsed.data }
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '')
    fields[key] ??= issue.message
  }
  return { ok: false, message: 'Check the highlighted fields.', fields }
}

async function send<T>(call: () => Promise<T>): Promise<FormResult<T>> {
  try {
    return { ok: true, value: await call() }
  } catch (err) {
    if (err instanceof NetworkError) return { ok: false, message: OFFLINE, fields: {} }
    if (err instanceof ApiError) return { ok: false, message: err.message, fields: {} }
    throw err
  }
}

type Session = { accessToken: string; userData: UserData }

function keep(session: Session): Session {
  saveUserData({ ...session.userData, accessToken: session.accessToken })
  return session
}

export async function signIn(input: { email: string; password: string }): Promise<FormResult<Session>> {
  const valid = check((await schemas()).LoginBodySchema, input)
  if (!valid.ok) return valid
  return send(async () => keep(await apiRequest<Session>('/auth/login', { method: 'POST', body: valid.data })))
}

export async function signUp(input: { fullName: string; email: string; password: string; role: string }): Promise<FormResult<Session>> {
  const valid = check((await schemas()).SignupBodySchema, input)
  if (!valid.ok) return valid
  return send(async () => keep(await apiRequest<Session>('/auth/signup', { method: 'POST', body: valid.data, idempotencyKey: crypto.randomUUID() })))
}

export async function requestPasswordReset(email: string): Promise<FormResult<{ message: string }>> {
  const valid = check((await schemas()).ResetRequestBodySchema, { email })
  if (!valid.ok) return valid
  return send(() => apiRequest<{ message: string }>('/auth/send-password-reset-email', { method: 'POST', body: valid.data }))
}

export async function lookUpResetCode(code: string): Promise<FormResult<{ email: string; fullName: string }>> {
  return send(() => apiRequest<{ email: string; fullName: string }>('/auth/get-user-by-reset-code', { query: { code } }))
}

export async function resetPassword(code: string, password: string): Promise<FormResult<{ message: string }>> {
  const valid = check((await schemas()).ResetPasswordBodySchema, { code, password })
  if (!valid.ok) return valid
  return send(() => apiRequest<{ message: string }>('/auth/reset-password', { method: 'POST', body: valid.data }))
}

/** Changes the password (needs the current one); the server ends the other sessions and hands this one a new token. */
export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<FormResult<Session>> {
  const valid = check((await schemas()).ChangePasswordBodySchema, input)
  if (!valid.ok) return valid
  return send(async () => keep(await apiRequest<Session>('/auth/change-password', { method: 'POST', body: valid.data })))
}
