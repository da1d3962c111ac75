import { existsSync } from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import type { AppEnv } from './lib/router'

const NO_CACHE = 'no-cache'
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built PWA: files from distDir, and index.html for client routes (paths without
 * a file extension that ask for HTML). A missing file with an extension is a plain 404.
 */
export function mountStatic(app: Hono<AppEnv>, distDir: string): void {
  const root = path.relative(process.cwd(), path.resolve(distDir)) || '.'
  const indexFile = path.join(distDir, 'index.html')

  // Hashed build output never changes under its name; everything else must be revalidated,
  // above all the worker script and index.html, or clients would never see a new version.
  app.use('*', async (c, next) => {
    await next()
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/uploads/') || c.res.status >= 400) return
    c.header('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : NO_CACHE)
    if (c.req.path === '/sw.js') c.header('Service-Worker-Allowed', '/')
  })
  app.use('*', serveStatic({ root }))
  app.get('*', async (c, next) => {
    const wantsHtml = (c.req.header('accept') ?? '').includes('text/html')
    if (path.extname(c.req.path) !== '' || !wantsHtml || c.req.path.startsWith('/api/')) return next()
    if (!existsSync(indexFile)) {
      return c.text('The app has not been built yet. Run `npm run build`, or `npm start` to build and serve.', 503)
    }
    return serveStatic({ root, path: 'index.html' })(c, next)
  })
}
