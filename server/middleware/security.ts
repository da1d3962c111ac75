import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { secureHeaders } from 'hono/secure-headers'
import type { Env } from '../env'
import { isHttps } from '../lib/client-ip'
import { THUMBNAIL_HOSTS } from '../lib/marketplace-values'

/**
 * Headers that only mean something on a document (or the worker script, whose CSP governs the
 * worker): sent on a script, style sheet or image they are bytes on every request for nothing.
 */
const DOCUMENT_ONLY = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
]

function isDocument(path: string, contentType: string | null): boolean {
  return path.startsWith('/api/') || path === '/sw.js' || contentType === null || contentType.startsWith('text/html')
}

/**
 * Security headers: all of them on documents and API answers, and on static files only those
 * that apply to a subresource (nosniff, the resource policy).
 */
export function securityHeaders(env: Env): MiddlewareHandler {
  const secure = documentSecurityHeaders(env)
  return async (c, next) => {
    await secure(c, next)
    // A 304 only refreshes the copy the browser keeps, which has these headers already.
    if (c.res.status !== 304 && isDocument(c.req.path, c.res.headers.get('content-type'))) return
    for (const name of DOCUMENT_ONLY) c.res.headers.delete(name)
  }
}

/**
 * Where videos' thumbnails may come from: the platforms' image hosts, and the checked endpoints'
 * own origins (a stand-in for a platform serves its own images, as in tests); the same rule as
 * the check's (oembed-platforms.ts), so every thumbnail it keeps loads.
 */
function thumbnailSources(env: Env): string[] {
  const endpoints = [env.TIKTOK_OEMBED_URL, env.YOUTUBE_OEMBED_URL, env.META_OEMBED_URL].map((u) => new URL(u).origin)
  return [...THUMBNAIL_HOSTS.map((h) => `https://*.${h}`), ...new Set(endpoints)]
}

/**
 * The CSP allows only this origin, plus the API base the app may be pointed at and the video
 * platforms' thumbnails; inline styles are allowed because the toast and dialog primitives set
 * style attributes at run time.
 */
function documentSecurityHeaders(env: Env): MiddlewareHandler {
  const apiOrigin = env.PUBLIC_API_BASE ? new URL(env.PUBLIC_API_BASE).origin : null
  const withApi = (...sources: string[]) => (apiOrigin ? [...sources, apiOrigin] : sources)
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: withApi("'self'", 'data:', 'blob:', ...thumbnailSources(env)),
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
    // Sent by strictTransportOnHttps instead: over plain HTTP the header means nothing, and a
    // development server answering on localhost must not pin the browser to HTTPS.
    strictTransportSecurity: false,
    // Audio and covers may be loaded by an app served from another configured origin.
    crossOriginResourcePolicy: 'same-site',
  })
}

/** HSTS, only on answers that went over HTTPS (directly, or through a trusted proxy that says so). */
export function strictTransportOnHttps(env: Env): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (isHttps(c, env.TRUST_PROXY_HOPS)) c.header('Strict-Transport-Security', 'max-age=15552000; includeSubDomains')
  }
}

/**
 * API answers are private to the caller and change with every write: no cache keeps them
 * (the app revalidates its pulls itself with If-None-Match). Answers that set their own policy
 * (uploaded files, immutable by name) keep it.
 */
export const noStoreApi: MiddlewareHandler = async (c, next) => {
  await next()
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
}

/**
 * A 413 leaves the rest of the oversized body unread on the connection; closing it stops the
 * server reading (or misparsing) those bytes, and the client's next request opens a new one.
 */
export const closeAfterTooLarge: MiddlewareHandler = async (c, next) => {
  await next()
  if (c.res.status === 413) c.header('Connection', 'close')
}

/**
 * Cross-origin API calls with credentials, only for configured origins: any other origin gets
 * no CORS headers at all (in particular no Access-Control-Allow-Credentials).
 */
export function apiCors(env: Env): MiddlewareHandler {
  const allowed = new Set(env.CORS_ORIGINS)
  const allow = corsFor(allowed)
  return (c, next) => (allowed.has(c.req.header('origin') ?? '') ? allow(c, next) : next())
}

function corsFor(allowed: Set<string>): MiddlewareHandler {
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowHeaders: ['content-type', 'x-access-token', 'render', 'idempotency-key', 'if-none-match'],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['etag', 'idempotent-replayed', 'retry-after'],
    maxAge: 600,
  })
}
