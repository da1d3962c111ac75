import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { getCookie, setCookie } from 'hono/cookie'
import { Hono } from 'hono'
import { clickLimit, countTrackedClick, soundDestination, type ClickResult } from '../../domain/clicks'
import { RateLimited } from '../../domain/rate-limit'
import { IdSchema } from '../../lib/api-schemas'
import { newVisitor, signClickToken, VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE, visitorOf } from '../../lib/click-signing'
import { clientIp, isHttps } from '../../lib/client-ip'
import { HttpError } from '../../lib/errors'
import { allowedHostOf } from '../../lib/social-url'
import type { AppEnv } from '../../lib/router'

/**
 * A creator's tracking link, answered by the server: `GET /t/<sound>/<creator>`.
 *
 * 1. The first visit sets the signed, HttpOnly visitor cookie (if the browser has none) and
 *    redirects to the same link with a short-lived click token bound to sound, creator and visitor.
 * 2. That second visit, carrying the cookie and the token, counts the click under the same rules
 *    as `POST /artist/add-click`, and redirects (302) to the sound's template or video.
 *
 * Redirects rather than a page that posts the click: it works without JavaScript in every in-app
 * browser, costs the visitor two tiny round trips instead of loading the app, and a client that
 * keeps no cookies (most scripts) never carries a matching token, so it is sent on uncounted.
 * A visitor is always sent on: a click that does not count (bot, repeat, network cap, expired
 * token, per-address limit) still reaches the sound.
 *
 * With `Accept: application/json` the first step answers `{ token }` instead of redirecting: the
 * app's own /t/ page (shown by an older service worker) posts it to add-click.
 */
export const trackingRouter = new Hono<AppEnv>().get('/:soundId/:creatorId', async (c) => {
  const { env, jwtSecret, database } = c.var
  const soundId = c.req.param('soundId')
  const creatorId = c.req.param('creatorId')
  c.header('Cache-Control', 'no-store')
  c.header('X-Robots-Tag', 'noindex')
  if (!IdSchema.safeParse(soundId).success || !IdSchema.safeParse(creatorId).success) return page(c, 404, 'This link is not valid', 'Check that you copied the whole tracking link.')
  let visitorId = visitorOf(jwtSecret, getCookie(c, VISITOR_COOKIE))
  const token = c.req.query('ct')
  if (token === undefined) {
    if (!visitorId) {
      const visitor = newVisitor(jwtSecret)
      visitorId = visitor.id
      setCookie(c, VISITOR_COOKIE, visitor.cookie, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c, env.TRUST_PROXY_HOPS), maxAge: VISITOR_COOKIE_MAX_AGE })
    }
    const ct = signClickToken(jwtSecret, { soundId, creatorId, visitorId }, env.CLICK_TOKEN_MINUTES * 60)
    if (wantsJson(c)) return c.json({ token: ct, soundid: soundId, creator_id: creatorId }, 200)
    return c.redirect(`/t/${soundId}/${creatorId}?ct=${encodeURIComponent(ct)}`, 302)
  }
  let result: ClickResult
  try {
    const ip = clientIp(c, env.TRUST_PROXY_HOPS)
    await clickLimit(database.db, env, ip)
    result = await countTrackedClick(database.db, {
      soundId,
      creatorId,
      token,
      visitorId,
      ip,
      userAgent: c.req.header('user-agent'),
      secret: jwtSecret,
      perNetworkPerDay: env.CLICKS_PER_NETWORK_PER_DAY,
      linkHosts: env.LINK_HOSTS,
    })
  } catch (err) {
    const uncounted = err instanceof RateLimited || (err instanceof HttpError && err.status === 403)
    if (!uncounted) {
      if (err instanceof HttpError && (err.status === 404 || err.status === 409)) return page(c, err.status, 'This link is not active', err.message)
      throw err
    }
    try {
      result = { counted: false, destination: await soundDestination(database.db, soundId, env.LINK_HOSTS) }
    } catch (e) {
      if (e instanceof HttpError) return page(c, e.status, 'This link is not active', e.message)
      throw e
    }
  }
  // The domain already refused a destination off the allowed hosts; this is the last word before a Location header.
  const to = httpsOnly(result.destination && allowedHostOf(result.destination, env.LINK_HOSTS) ? result.destination : null)
  if (to) return c.redirect(to, 302)
  return page(c, 200, 'Thanks for visiting', 'This sound has no video to open yet.')
})

const wantsJson = (c: Context) => {
  const accept = c.req.header('accept') ?? ''
  return accept.includes('application/json') && !accept.includes('text/html')
}

/** Only plain https addresses are followed (the sound's links were checked when it was made). */
function httpsOnly(to: string | null): string | null {
  if (!to) return null
  try {
    const url = new URL(to)
    return url.protocol === 'https:' && !url.username && !url.password ? url.toString() : null
  } catch {
    return null
  }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** A small page for visitors the link cannot send on. */
function page(c: Context, status: ContentfulStatusCode, title: string, message: string) {
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><main style="font-family:system-ui,sans-serif;max-width:32rem;margin:20vh auto;padding:0 1rem;text-align:center"><h1>${escape(title)}</h1><p>${escape(message)}</p><p><a href="/">Open the portal</a></p></main></html>`
  return c.html(html, status)
}
