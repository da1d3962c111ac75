// The one description of a portal request, shared by the API client, the pulls and the outbox
// replay (page and service worker). Pure: the caller reads the base and the token at send time
// and passes them in, so the worker (no localStorage) builds its requests the same way.

export type Query = Record<string, string | number | boolean | undefined | null | ReadonlyArray<string | number>>

export interface PortalRequest {
  /** The API base, e.g. `https://host/api` (a trailing slash is ignored). */
  base: string
  /** Path relative to the base. */
  path: string
  method?: string
  query?: Query
  /** The access token as it is now; none for calls made signed out. */
  token?: string | null
  /** A plain value is sent as JSON; FormData, Blob and strings as they are. */
  body?: unknown
  /** Content type of a string or Blob body (JSON for plain values). */
  contentType?: string
  idempotencyKey?: string
  /** Extra headers (If-None-Match, the worker's markers...). */
  headers?: Record<string, string>
}

export interface BuiltRequest {
  url: string
  method: string
  headers: Record<string, string>
  body?: BodyInit
}

export function portalUrl(base: string, path: string, query?: Query): string {
  const url = new URL(`${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const v of value as ReadonlyArray<string | number>) url.searchParams.append(key, String(v))
    else url.searchParams.set(key, String(value))
  }
  return url.toString()
}

/** URL, headers every portal call carries (DESIGN §3) and the encoded body; sent with credentials. */
export function buildRequest(r: PortalRequest): BuiltRequest {
  const method = r.method ?? 'GET'
  const headers: Record<string, string> = { render: 'backend', accept: 'application/json' }
  if (r.token) headers['x-access-token'] = r.token
  if (r.idempotencyKey) headers['idempotency-key'] = r.idempotencyKey
  let body: BodyInit | undefined
  if (r.body !== undefined) {
    if (r.body instanceof FormData) body = r.body
    else if (r.body instanceof Blob || typeof r.body === 'string') {
      body = r.body
      if (r.contentType) headers['content-type'] = r.contentType
    } else {
      body = JSON.stringify(r.body)
      headers['content-type'] = 'application/json'
    }
  }
  // Extra headers last: a caller's marker or validator may not be overwritten by the defaults.
  for (const [name, value] of Object.entries(r.headers ?? {})) headers[name.toLowerCase()] = value
  return { url: portalUrl(r.base, r.path, r.query), method, headers, ...(body !== undefined ? { body } : {}) }
}

/** The server's error body (`{ message, code?, issues? }`), or words from the status when it sent none. */
export interface ErrorBody {
  message: string
  code?: string
  issues?: unknown
}

export function readErrorBody(status: number, text: string, statusText = ''): ErrorBody {
  type Body = { message?: unknown; code?: unknown; issues?: unknown } | null
  let body: Body = null
  try {
    body = text ? (JSON.parse(text) as Body) : null
  } catch {
    // Not JSON (a proxy's error page): the status has to speak for it.
  }
  const message = typeof body?.message === 'string' && body.message ? body.message : `Request failed (${`${status} ${statusText}`.trim()})`
  return { message, ...(typeof body?.code === 'string' ? { code: body.code } : {}), ...(body?.issues !== undefined ? { issues: body.issues } : {}) }
}
