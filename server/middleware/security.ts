import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { secureHeaders } from 'hono/secure-headers'
import type { Env } from '../env'

/**
 * Security headers for every response. The CSP allows only this origin, plus the API base
 * the app may be pointed at; inline styles are allowed because the toast and dialog
 * primitives set style attributes at run time.
 */
export function securityHeaders(env: Env): MiddlewareHandler {
  const apiOrigin = env.PUBLIC_API_BASE ? new URL(env.PUBLIC_API_BASE).origin : null
  const withApi = (...sources: string[]) => (apiOrigin ? [...sources, apiOrigin] : sources)
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: withApi("'self'", 'data:', 'blob:'),
      mediaSrc: withApi("'self'", 'blob:'),
      connectSrc: withApi("'self'"),
      fontSrc: ["'self'", 'data:'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    // Audio and covers may be loaded by an app served from another configured origin.
    crossOriginResourcePolicy: 'same-site',
  })
}

/** Cross-origin API calls with credentials, only for configured origins. */
export function apiCors(env: Env): MiddlewareHandler {
  const allowed = new Set(env.CORS_ORIGINS)
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowHeaders: ['content-type', 'x-access-token', 'render', 'idempotency-key', 'if-none-match'],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['etag', 'idempotent-replayed', 'retry-after'],
    maxAge: 600,
  })
}
