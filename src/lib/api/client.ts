import type { z } from 'zod'
import { toast } from '../notify'
import { clearSession, getAccessToken, markSessionEnded, readUserData } from '../session/session'
import { ApiError, NetworkError, ResponseShapeError } from './errors'
import { buildRequest, readErrorBody, type Query } from './request'

export const API_BASE_KEY = 'apiBase'
export const UNAUTHORIZED_MESSAGE = 'Un-Authorized !!'
/** The specification's toast alone tells a person nothing; this says what happened and what to do. */
export const SESSION_ENDED_SENTENCE = 'Your session has ended. Sign in again to go on; changes waiting on this device are kept.'

/** The portal server's base address: localStorage `apiBase`, else this origin's /api. */
export function getApiBase(): string {
  const stored = localStorage.getItem(API_BASE_KEY)
  return (stored || `${location.origin}/api`).replace(/\/+$/, '')
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Query
  /** A plain object is sent as JSON; FormData and Blob are sent as they are. */
  body?: unknown
  idempotencyKey?: string
  headers?: Record<string, string>
  schema?: z.ZodType<T>
  signal?: AbortSignal
  /** Milliseconds before the request is given up as a network failure. */
  timeoutMs?: number
  /** A 401 is an answer, not the end of the session (signing out with a token that already ended). */
  allowUnauthorized?: boolean
}

/**
 * Any 401 ends the session: the specification's toast, then sign-out. Who it was is remembered,
 * so the screen offers that user's sign-in in place (their queued writes wait for them).
 */
export function handleUnauthorized(): void {
  markSessionEnded(readUserData())
  clearSession()
  toast.error(UNAUTHORIZED_MESSAGE, { id: 'unauthorized', description: SESSION_ENDED_SENTENCE })
}

async function readError(res: Response): Promise<ApiError> {
  const { message, code, issues } = readErrorBody(res.status, await res.text().catch(() => ''), res.statusText)
  return new ApiError(res.status, message, code, issues)
}

/** One call to the portal server with the headers every call carries. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', query, body, idempotencyKey, schema, timeoutMs = 30_000 } = options
  const extra: Record<string, string> = { ...options.headers }
  // A direct call waits for its answer: the worker must never queue it for later (writes that may
  // wait go through the outbox instead).
  if (method !== 'GET' && !Object.keys(extra).some((h) => h.toLowerCase() === 'x-outbox')) extra['x-outbox'] = 'skip'
  // The token as it is now, at send time.
  const req = buildRequest({ base: getApiBase(), path, method, query, body, idempotencyKey, token: getAccessToken(), headers: extra })

  const timeout = AbortSignal.timeout(timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  let res: Response
  try {
    res = await fetch(req.url, { method, headers: req.headers, body: req.body, credentials: 'include', signal })
  } catch (err) {
    if (options.signal?.aborted) throw err
    throw new NetworkError(timeout.aborted ? 'The server took too long to answer' : undefined)
  }
  if (res.status === 401 && !options.allowUnauthorized) {
    handleUnauthorized()
    throw await readError(res)
  }
  if (!res.ok) throw await readError(res)
  if (res.status === 204) return undefined as T
  const data: unknown = await res.json().catch(() => {
    throw new ResponseShapeError(path, 'not JSON')
  })
  if (!schema) return data as T
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw new ResponseShapeError(path, parsed.error.issues[0]?.message ?? 'invalid')
  return parsed.data
}
