import type { z } from 'zod'
import type * as AuthSchemas from '@server/routes/auth/auth.schemas'
import type { FormProblem } from '@/components/ui/form'
import { apiRequest } from '@/lib/api/client'
import { ApiError, NetworkError } from '@/lib/api/errors'
import { saveUserData, type UserData } from '@/lib/session/session'

/** A refused form: the message to show, and per-field messages where the server had them. */
export type FormResult<T = undefined> = { ok: true; value: T } | ({ ok: false } & FormProblem)

/**
 * The server's schemas (and the validation library) load when the user submits, so they stay
 * off the forms' first paint: on a slow connection they are most of the sign-in page's bytes.
 * The forms validate with them (see `lazySchemaResolver`); the actions take what they accepted.
 */
export const authSchemas = () => import('@server/routes/auth/auth.schemas')

type Body<K extends keyof typeof AuthSchemas> = z.output<(typeof AuthSchemas)[K]>

const OFFLINE = 'You are offline. This needs a connection; try again when you are back online.'

/** The server's zod issues (a 400), one message per field, as the form shows them. */
function issueFields(issues: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  if (!Array.isArray(issues)) return fields
  for (const issue of issues as { path?: unknown[]; message?: unknown }[]) {
    const key = issue.path?.[0]
    if (typeof key === 'string' && typeof issue.message === 'string') fields[key] ??= issue.message
  }
  return fields
}

async function send<T>(call: () => Promise<T>): Promise<FormResult<T>> {
  try {
    return { ok: true, value: await call() }
  } catch (err) {
    if (err instanceof NetworkError) return { ok: false, message: OFFLINE, fields: {} }
    if (err instanceof ApiError) return { ok: false, message: err.message, fields: issueFields(err.issues) }
    throw err
  }
}

type Session = { accessToken: string; userData: UserData }

function keep(session: Session): Session {
  saveUserData({ ...session.userData, accessToken: session.accessToken })
  return session
}

export function signIn(body: Body<'LoginBodySchema'>): Promise<FormResult<Session>> {
  return send(async () => keep(await apiRequest<Session>('/auth/login', { method: 'POST', body })))
}

export function signUp(body: Body<'SignupBodySchema'>): Promise<FormResult<Session>> {
  return send(async () => keep(await apiRequest<Session>('/auth/signup', { method: 'POST', body, idempotencyKey: crypto.randomUUID() })))
}

export function requestPasswordReset(body: Body<'ResetRequestBodySchema'>): Promise<FormResult<{ message: string }>> {
  return send(() => apiRequest<{ message: string }>('/auth/send-password-reset-email', { method: 'POST', body }))
}

export function lookUpResetCode(code: string): Promise<FormResult<{ email: string; fullName: string }>> {
  return send(() => apiRequest<{ email: string; fullName: string }>('/auth/get-user-by-reset-code', { query: { code } }))
}

export function resetPassword(body: Body<'ResetPasswordBodySchema'>): Promise<FormResult<{ message: string }>> {
  return send(() => apiRequest<{ message: string }>('/auth/reset-password', { method: 'POST', body }))
}

/** Changes the password (needs the current one); the server ends the other sessions and hands this one a new token. */
export function changePassword(body: Body<'ChangePasswordBodySchema'>): Promise<FormResult<Session>> {
  return send(async () => keep(await apiRequest<Session>('/auth/change-password', { method: 'POST', body })))
}
