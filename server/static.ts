import { existsSync } from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono } from 'hono'
import type { AppEnv } from './lib/router'

const NO_CACHE = 'no-cache'
const IMMUTABLE = 'public, max-age=31536000, immutable'

function cacheControlFor(filePath: string): string {
  // Hashed build output never changes under its name; everything else must be revalidated,
  // above all the worker script and index.html, or clients would never see a new version.
  return filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes('/assets/') ? IMMUTABLE : NO_CACHE
}

const setCacheHeaders = (filePath: string, c: Context) => {
  c.header('Cache-Control', cacheControlFor(filePath))
  if (filePath.endsWith('sw.js')) c.header('Service-Worker-Allowed', '/')
}

/**
 * Serves the built PWA: files from distDir, and index.html for client routes (paths without
 * a file extension that ask for HTML). A missing file with an extension is a plain 404.
 */
export function mountStatic(app: Hono<AppEnv>, distDir: string): void {
  const root = path.relative(process.cwd(), path.resolve(distDir)) || '.'
  const indexFile = path.join(distDir, 'index.html')
  app.use('*', serveStatic({ root, onFound: setCacheHeaders }))
  app.get('*', async (c, next) => {
    const wantsHtml = (c.req.header('accept') ?? '').includes('text/html')
    if (path.extname(c.req.path) !== '' || !wantsHtml) return next()
    if (!existsSync(indexFile)) {
      return c.text('The app has not been built yet. Run `npm run build`, or `npm start` to build and serve.', 503)
    }
    return serveStatic({ root, path: path.relative(process.cwd(), indexFile), onFound: setCacheHeaders })(c, next)
  })
}
