import type { Context } from 'hono'
import { authenticate, createAccount, normalizeEmail, toUserData, type UserRow } from '../../domain/accounts'
import { createResetCode, findByResetCode, resetPassword } from '../../domain/password-reset'
import { mayMailReset, resetRequestLimits, signInGuard, signUpLimit } from '../../domain/sign-in-limits'
import type { Env } from '../../env'
import { signAccessToken } from '../../lib/auth'
import { clientIp } from '../../lib/client-ip'
import { badRequest, notFound } from '../../lib/errors'
import { createRouter, type AppEnv } from '../../lib/router'
import { loginRoute, resetCodeUserRoute, resetPasswordRoute, sendResetRoute, signupRoute } from './credentials.routes'

async function session(c: Context<AppEnv>, user: UserRow) {
  const accessToken = await signAccessToken(
    { userId: user.id, role: user.role, email: user.email, tokenVersion: user.tokenVersion },
    c.var.jwtSecret,
    c.var.env.JWT_TTL_HOURS,
  )
  return { accessToken, userData: toUserData(user) }
}

/** Links in mails point at PUBLIC_URL, never at the request's Host header, which a caller controls. */
const publicBase = (env: Env) => (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')

const ipOf = (c: Context<AppEnv>) => clientIp(c, c.var.env.TRUST_PROXY_HOPS)

export const credentialsRouter = createRouter()
  .openapi(signupRoute, async (c) => {
    await signUpLimit(c.var.database.db, c.var.env, ipOf(c))
    const user = await createAccount(c.var.database.db, c.req.valid('json'), c.var.money)
    return c.json(await session(c, user), 201)
  })
  .openapi(loginRoute, async (c) => {
    const { email, password } = c.req.valid('json')
    const { env, database } = c.var
    const guard = signInGuard(database.db, env, normalizeEmail(email), ipOf(c))
    await guard.before()
    const user = await authenticate(database.db, email, password)
    if (!user) {
      await guard.failed()
      throw badRequest('Email or password is incorrect')
    }
    return c.json(await session(c, user), 200)
  })
  .openapi(sendResetRoute, async (c) => {
    const { email } = c.req.valid('json')
    const { env, database, services } = c.var
    await resetRequestLimits(database.db, env, ipOf(c), normalizeEmail(email))
    const made = (await mayMailReset(database.db, env, normalizeEmail(email))) ? await createResetCode(database.db, email) : null
    if (made) {
      const link = `${publicBase(env)}/reset-password?code=${encodeURIComponent(made.code)}`
      // Not awaited: waiting for the mail server would make known e-mails answer measurably slower.
      void services.mailer
        .send({
          to: made.user.email,
          subject: 'Reset your sound portal password',
          text: `Hello ${made.user.fullName},\n\nUse this link within one hour to choose a new password:\n${link}\n\nYour reset code: ${made.code}\n\nIf you did not ask for this, ignore this mail; your password stays as it is.`,
          link,
        })
        .catch((err: unknown) => console.error(`[mail] a reset mail could not be sent: ${err instanceof Error ? err.message : 'unknown error'}`))
    }
    return c.json({ message: 'If an account exists for that e-mail, we have sent it a reset link. It is valid for one hour.' }, 200)
  })
  .openapi(resetCodeUserRoute, async (c) => {
    await resetRequestLimits(c.var.database.db, c.var.env, ipOf(c))
    const found = await findByResetCode(c.var.database.db, c.req.valid('query').code)
    if (!found) throw notFound('This reset link is invalid, already used or expired. Ask for a new one.')
    return c.json({ email: found.user.email, fullName: found.user.fullName, expiresAt: found.expiresAt.toISOString() }, 200)
  })
  .openapi(resetPasswordRoute, async (c) => {
    const { code, password } = c.req.valid('json')
    await resetRequestLimits(c.var.database.db, c.var.env, ipOf(c))
    const user = await resetPassword(c.var.database.db, code, password)
    if (!user) throw notFound('This reset link is invalid, already used or expired. Ask for a new one.')
    return c.json({ message: 'Your password has been changed. Sign in with the new password.' }, 200)
  })
