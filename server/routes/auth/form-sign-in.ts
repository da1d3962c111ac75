import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import { authenticate, normalizeEmail, toUserData } from '../../domain/accounts'
import { RateLimited } from '../../domain/rate-limit'
import { guardPasswordCheck } from '../../domain/sign-in-limits'
import { signAccessToken } from '../../lib/auth'
import { isHttps } from '../../lib/client-ip'
import { createRouter, type AppEnv } from '../../lib/router'
import { passwordCheckOf } from './password-check'

/** The cookie the app reads its session from once (src/lib/first-screen/handoff.ts). */
export const HANDOFF_COOKIE = 'signedIn'
/** Long enough for Home's document and script to arrive on a slow link; the app deletes it at once. */
const HANDOFF_SECONDS = 300

/**
 * Whether a form's Origin is this site: the address the request came to (its Host, which a
 * reverse proxy passes on), or PUBLIC_URL when the server is reached through another name.
 */
function fromThisSite(c: Context<AppEnv>, origin: string): boolean {
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return false
  }
  const publicUrl = c.var.env.PUBLIC_URL
  return host === (c.req.header('host') ?? new URL(c.req.url).host) || (publicUrl !== undefined && origin === new URL(publicUrl).origin)
}

const back = (c: Context<AppEnv>, problem: 'incorrect' | 'missing' | 'limited') => c.redirect(`/login?problem=${problem}`, 303)

/**
 * The sign-in page's document posts its form here when it is sent before the app's script has
 * come (src/lib/first-screen/markup.ts). Same check and limits as POST /auth/login; the session
 * goes to the app in a short-lived cookie (the app keeps its session in the browser's storage,
 * which only the page can write), and the browser is sent to Home. A refusal goes back to the
 * sign-in page, which says why. Only this site's pages may post it: another site could
 * otherwise sign a visitor into an account of its choosing.
 */
export const formSignInRouter = createRouter().post('/form-sign-in', async (c) => {
  const origin = c.req.header('origin')
  if (origin !== undefined && !fromThisSite(c, origin)) {
    return c.json({ message: 'Sign in from this site’s own sign-in page.', code: 'forbidden' }, 403)
  }
  const type = c.req.header('content-type') ?? ''
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
    return c.json({ message: 'Send the sign-in form as a form (application/x-www-form-urlencoded).', code: 'bad_request' }, 400)
  }
  const form = await c.req.parseBody()
  const email = typeof form.email === 'string' ? form.email.trim() : ''
  const password = typeof form.password === 'string' ? form.password : ''
  if (!email || !password || email.length > 320 || password.length > 1024) return back(c, 'missing')
  let user
  try {
    user = await guardPasswordCheck(passwordCheckOf(c, normalizeEmail(email)), () => authenticate(c.var.database.db, email, password))
  } catch (err) {
    if (err instanceof RateLimited) return back(c, 'limited')
    throw err
  }
  if (!user) return back(c, 'incorrect')
  const accessToken = await signAccessToken(
    { userId: user.id, role: user.role, email: user.email, tokenVersion: user.tokenVersion },
    c.var.jwtSecret,
    c.var.env.JWT_TTL_HOURS,
  )
  setCookie(c, HANDOFF_COOKIE, JSON.stringify({ accessToken, userData: toUserData(user) }), {
    path: '/',
    maxAge: HANDOFF_SECONDS,
    sameSite: 'Strict',
    secure: isHttps(c, c.var.env.TRUST_PROXY_HOPS),
  })
  return c.redirect('/Home', 303)
})
