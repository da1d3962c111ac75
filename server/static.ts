import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Hono } from 'hono'
import type { AppEnv } from './lib/router'
import { serveBuiltFile } from './static-file'

const NO_CACHE = 'no-cache'
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The file under root a request path names, or null for paths that try to leave it. */
function fileFor(root: string, requestPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(requestPath)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..')) return null
  const relative = path.posix.normalize(`/${decoded}`).replace(/\/$/, '/index.html')
  const file = path.join(root, relative)
  return file.startsWith(root + path.sep) ? file : null
}

/**
 * Serves the built PWA: files from distDir, and index.html for client routes (paths without
 * a file extension that ask for HTML). A missing file with an extension is a plain 404.
 */
export function mountStatic(app: Hono<AppEnv>, distDir: string): void {
  const root = path.resolve(distDir)
  const indexFile = path.join(root, 'index.html')
  // A page the build wrote its own document for (scripts/vite/route-documents.ts): index.html
  // that also preloads the page's code. Only plain one-segment paths such as /login.
  // `/` gets the visitor's document (the banner saying what Sound Portal is, drawn before the script).
  const documentFor = (requestPath: string) =>
    requestPath === '/' ? path.join(root, 'documents', 'visitor.html') : /^\/[a-z-]+$/.test(requestPath) ? path.join(root, 'documents', `${requestPath.slice(1)}.html`) : null

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const requestPath = c.req.path
    if (requestPath.startsWith('/api/') || requestPath.startsWith('/uploads/')) return next()
    // Hashed build output never changes under its name; everything else must be revalidated,
    // above all the worker script and index.html, or clients would never see a new version.
    const cacheControl = requestPath.startsWith('/assets/') ? IMMUTABLE : NO_CACHE
    const file = fileFor(root, requestPath)
    if (!file) return c.text('Not found', 404)
    const wantsHtml = (c.req.header('accept') ?? '').includes('text/html')
    // A page asking for `/` gets the visitor's document rather than the bare index.html.
    const served = requestPath === '/' && wantsHtml ? null : serveBuiltFile(file, c.req.method, c.req.raw.headers, cacheControl)
    if (served) {
      if (requestPath === '/sw.js') served.headers.set('Service-Worker-Allowed', '/')
      return served
    }
    if (path.extname(requestPath) !== '' || !wantsHtml) return next()
    if (!existsSync(indexFile)) {
      return c.text('The app has not been built yet. Run `npm run build`, or `npm start` to build and serve.', 503)
    }
    const own = documentFor(requestPath)
    const page = (own && serveBuiltFile(own, c.req.method, c.req.raw.headers, NO_CACHE)) || serveBuiltFile(indexFile, c.req.method, c.req.raw.headers, NO_CACHE)
    return page ?? next()
  })
}
