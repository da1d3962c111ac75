import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { etag } from 'hono/etag'
import { HTTPException } from 'hono/http-exception'
import type { Database } from './db/client'
import type { Env } from './env'
import { isDatabaseBusy, isUnstorableText, loggable } from './lib/db-errors'
import { HttpError } from './lib/errors'
import { createRouter, type AppEnv } from './lib/router'
import { createServices, type Services } from './lib/services'
import { idempotency } from './middleware/idempotency'
import { newHolder } from './domain/idempotency'
import { apiCors, closeAfterTooLarge, noStoreApi, securityHeaders, strictTransportOnHttps } from './middleware/security'
import { refuseNulText } from './middleware/text-guard'
import { adminRouter } from './routes/admin/admin.routes'
import { brandRouter } from './routes/auth/brand.routes'
import { credentialsRouter } from './routes/auth/credentials.handlers'
import { formSignInRouter } from './routes/auth/form-sign-in'
import { notificationsRouter } from './routes/auth/notifications.routes'
import { profileRouter } from './routes/auth/profile.routes'
import { sessionRouter } from './routes/auth/session.routes'
import { usersRouter } from './routes/auth/users.handlers'
import { approvalsRouter } from './routes/approvals/approvals.handlers'
import { brandRequestsRouter } from './routes/brand-requests/brand-requests.handlers'
import { categoriesRouter } from './routes/categories/categories.routes'
import { dashboardsRouter } from './routes/dashboards/dashboards.routes'
import { followersRouter } from './routes/followers/followers.routes'
import { healthRouter } from './routes/health/health.routes'
import { idempotencyRouter } from './routes/idempotency/idempotency.routes'
import { soundsRouter } from './routes/sounds/sounds.handlers'
import { spamSoundsRouter } from './routes/sounds/spam-sounds.routes'
import { serveFileRouter } from './routes/uploads/serve-file.routes'
import { trackingRouter } from './routes/tracking/tracking.routes'
import { uploadRouter } from './routes/uploads/uploads.routes'
import { mountStatic } from './static'
import { notify } from './domain/notifications'
import { createWalletPortalRouter } from './routes/wallet/wallet.routes'
import { describeWalletEvent } from './wallet/notifications'
import { createWallet, type Wallet } from './wallet/setup'
import { inProcessMoney, type MoneyPort } from './domain/money-port'
import { outboxMoney } from './domain/money-outbox'
import { createPushRouter } from './routes/push/push.routes'
import { resolveVapidKeys, type VapidKeys } from './lib/vapid'

export interface AppDeps {
  env: Env
  database: Database
  /** Key that signs access tokens (see resolveJwtSecret). */
  jwtSecret: Uint8Array
  /** Serve the built PWA from env.DIST_DIR (off in API-only tests). */
  serveApp?: boolean
  /** Replacements for the mailer, file storage or follower checker (tests, other deployments). */
  services?: Partial<Services>
  /** The wallet; made here (in-process, same database) unless given. */
  wallet?: Wallet
  /** This server process, as it holds idempotency keys (see newHolder). */
  holder?: string
  /** The marketplace's money port; made from the wallet unless given. */
  money?: MoneyPort
  /** The Web Push keys (see resolveVapidKeys); resolved from env unless given. */
  vapid?: VapidKeys
}

/** The wallet for this process, its events written to the portal's notifications. */
export function createPortalWallet(env: Env, database: Database, jwtSecret: Uint8Array): Wallet {
  return createWallet({
    config: env,
    database,
    jwtSecret,
    notify: (userId, kind, data) => notify(database.db, userId, { type: kind, ...describeWalletEvent(kind, data, env.CURRENCY), data }),
  })
}

/**
 * The marketplace's money port: the shared ledger when the wallet runs in this process, else an
 * outbox delivered to the wallet over HTTP (domain/money-outbox.ts).
 */
export function createPortalMoney(env: Env, database: Database, wallet: Wallet): MoneyPort {
  if (wallet.service) return inProcessMoney
  return outboxMoney({ db: database.db, client: wallet.client, inlineClient: wallet.quickClient ?? undefined, maxDelayMs: env.WALLET_OUTBOX_MAX_DELAY_MS })
}

/** JSON bodies are small; uploads have their own, larger limit on their route. */
const JSON_BODY_LIMIT = 256 * 1024

/** Builds the whole server: API under /api, the PWA everywhere else. Used by index.ts and tests. */
export function createApp({ env, database, jwtSecret, serveApp = true, services: overrides, wallet: given, holder, money: givenMoney, vapid }: AppDeps) {
  const services = createServices(env, overrides)
  const wallet = given ?? createPortalWallet(env, database, jwtSecret)
  const money = givenMoney ?? createPortalMoney(env, database, wallet)
  const app = new Hono<AppEnv>()
  app.use('*', closeAfterTooLarge)
  app.use('*', securityHeaders(env))
  app.use('*', strictTransportOnHttps(env))
  app.use('/api/*', noStoreApi)
  app.use('*', compress())
  app.use('*', async (c, next) => {
    c.set('env', env)
    c.set('database', database)
    c.set('jwtSecret', jwtSecret)
    c.set('services', services)
    c.set('wallet', wallet.client)
    c.set('money', money)
    await next()
  })

  const api = createRouter()
  api.use('*', apiCors(env))
  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => c.json({ message: `Request body is larger than ${JSON_BODY_LIMIT / 1024} KB`, code: 'too_large' }, 413),
  })
  // The upload route streams its body and enforces UPLOAD_MAX_BYTES itself.
  api.use('*', (c, next) => (c.req.path === '/api/upload_file' ? next() : jsonLimit(c, next)))
  api.use('*', refuseNulText)
  api.use('*', idempotency(holder ?? newHolder(env.PORT)))
  // Lets the app's pulls revalidate with If-None-Match (DESIGN §5); only reads carry ETags.
  const etags = etag()
  api.use('*', (c, next) => (c.req.method === 'GET' ? etags(c, next) : next()))
  api.route('/', healthRouter)
  api.route('/', idempotencyRouter)
  api.route('/auth', sessionRouter)
  api.route('/auth', profileRouter)
  api.route('/auth', credentialsRouter)
  api.route('/auth', formSignInRouter)
  api.route('/auth', usersRouter)
  api.route('/auth', brandRouter)
  api.route('/auth', notificationsRouter)
  api.route('/auth', createWalletPortalRouter(wallet.client))
  api.route('/', followersRouter)
  api.route('/', adminRouter)
  api.route('/category', categoriesRouter)
  // The marketplace: sound campaigns, approvals, brand requests and their dashboards.
  api.route('/artist', soundsRouter)
  api.route('/artist', spamSoundsRouter)
  api.route('/approval', approvalsRouter)
  api.route('/brand', brandRequestsRouter)
  api.route('/auth', dashboardsRouter)
  api.route('/push', createPushRouter((vapid ?? resolveVapidKeys(env)).publicKey))
  api.route('/', uploadRouter)
  // The app's own /t/ page asks for a click token here, through its API base (JSON).
  api.route('/t', trackingRouter)
  // Also under /api, for clients that address files through their API base.
  api.route('/', serveFileRouter)
  api.openAPIRegistry.registerComponent('securitySchemes', 'accessToken', { type: 'apiKey', in: 'header', name: 'x-access-token' })
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    servers: [{ url: '/api' }],
    info: { title: 'Sound portal API', version: '1.0.0', description: 'The portal server behind the sound-promotion PWA.' },
    // Calls that need a signed-in user say so with a 401 response; the token travels in x-access-token.
    security: [{ accessToken: [] }],
  })
  // Sub-router notFound handlers are not consulted once mounted, so a catch-all answers instead.
  api.all('*', (c) => c.json({ message: `No API route for ${c.req.method} ${c.req.path}`, code: 'not_found' }, 404))
  // The wallet's own API (POST /create ...) before the API's catch-all would answer 404 for it.
  if (wallet.app) app.route('/api/wallet', wallet.app)
  app.route('/api', api)
  app.route('/', serveFileRouter)
  // Creators' tracking links are answered here, not by the app (see tracking.routes.ts).
  app.route('/t', trackingRouter)

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value)
      return c.json({ message: err.message, ...(err.code ? { code: err.code } : {}), ...(err.issues ? { issues: err.issues } : {}) }, err.status)
    }
    if (err instanceof HTTPException) {
      return c.json({ message: err.message || 'Request failed' }, err.status)
    }
    if (err instanceof SyntaxError) {
      return c.json({ message: 'The request body is not valid JSON', code: 'invalid_json' }, 400)
    }
    if (isUnstorableText(err)) return c.json({ message: 'Text fields cannot contain NUL or other invalid characters', code: 'invalid_text' }, 400)
    if (isDatabaseBusy(err)) {
      // Said in the log too: a deadlock here points at two writes taking their locks in different orders.
      console.warn(`[server] ${c.req.method} ${c.req.path} answered 503 busy: ${loggable(err)}`)
      c.header('Retry-After', '2')
      return c.json({ message: 'The server is busy. Nothing was changed; please try again in a moment.', code: 'busy' }, 503)
    }
    console.error(`[server] ${c.req.method} ${c.req.path} failed: ${loggable(err)}`)
    const body = env.NODE_ENV === 'development' && err instanceof Error ? { message: err.message, stack: err.stack } : { message: 'Something went wrong on our side. Please try again.' }
    return c.json(body, 500)
  })

  if (serveApp) mountStatic(app, env.DIST_DIR)
  return app
}

export type App = ReturnType<typeof createApp>
