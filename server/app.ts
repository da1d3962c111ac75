import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { HTTPException } from 'hono/http-exception'
import type { Database } from './db/client'
import type { Env } from './env'
import { HttpError } from './lib/errors'
import { createRouter, type AppEnv } from './lib/router'
import { apiCors, securityHeaders } from './middleware/security'
import { healthRouter } from './routes/health/health.routes'
import { sessionRouter } from './routes/auth/session.routes'
import { mountStatic } from './static'

export interface AppDeps {
  env: Env
  database: Database
  /** Key that signs access tokens (see resolveJwtSecret). */
  jwtSecret: Uint8Array
  /** Serve the built PWA from env.DIST_DIR (off in API-only tests). */
  serveApp?: boolean
}

/** JSON bodies are small; uploads have their own, larger limit on their route. */
const JSON_BODY_LIMIT = 256 * 1024

/** Builds the whole server: API under /api, the PWA everywhere else. Used by index.ts and tests. */
export function createApp({ env, database, jwtSecret, serveApp = true }: AppDeps) {
  const app = new Hono<AppEnv>()
  app.use('*', securityHeaders(env))
  app.use('*', compress())
  app.use('*', async (c, next) => {
    c.set('env', env)
    c.set('database', database)
    c.set('jwtSecret', jwtSecret)
    await next()
  })

  const api = createRouter()
  api.use('*', apiCors(env))
  api.use(
    '*',
    bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: (c) => c.json({ message: `Request body is larger than ${JSON_BODY_LIMIT / 1024} KB`, code: 'too_large' }, 413),
    }),
  )
  api.route('/', healthRouter)
  api.route('/auth', sessionRouter)
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    servers: [{ url: '/api' }],
    info: { title: 'Sound portal API', version: '1.0.0', description: 'The portal server behind the sound-promotion PWA.' },
  })
  // Sub-router notFound handlers are not consulted once mounted, so a catch-all answers instead.
  api.all('*', (c) => c.json({ message: `No API route for ${c.req.method} ${c.req.path}`, code: 'not_found' }, 404))
  app.route('/api', api)

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      return c.json({ message: err.message, ...(err.code ? { code: err.code } : {}), ...(err.issues ? { issues: err.issues } : {}) }, err.status)
    }
    if (err instanceof HTTPException) {
      return c.json({ message: err.message || 'Request failed' }, err.status)
    }
    if (err instanceof SyntaxError) {
      return c.json({ message: 'The request body is not valid JSON', code: 'invalid_json' }, 400)
    }
    console.error(`[server] ${c.req.method} ${c.req.path} failed:`, err instanceof Error ? err.message : err)
    const body = env.NODE_ENV === 'development' && err instanceof Error ? { message: err.message, stack: err.stack } : { message: 'Something went wrong on our side. Please try again.' }
    return c.json(body, 500)
  })

  if (serveApp) mountStatic(app, env.DIST_DIR)
  return app
}

export type App = ReturnType<typeof createApp>
