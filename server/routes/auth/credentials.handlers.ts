import type { Context } from 'hono'
import { authenticate, createAccount, normalizeEmail, toUserData, type UserRow } from '../../domain/accounts'
import { askForReset, findByResetCode, resetPassword } from '../../domain/password-reset'
import { guardPasswordCheck, resetRequestLimits, signUpLimit } from '../../domain/sign-in-limits'
import { signAccessToken } from '../../lib/auth'
import { clientIp } from '../../lib/client-ip'
import { badRequest, notFound } from '../../lib/errors'
import { publicBase } from '../../lib/mailer'
import { createRouter, type AppEnv } from '../../lib/router'
import { passwordCheckOf } from './password-check'
import { loginRoute, resetCodeUserRoute, resetPasswordRoute, sendResetRoute, signupRoute } from './credentials.routes'

async function session(c: Context<AppEnv>, user: UserRow) {
  const accessToken = await signAccessToken(
    { userId: user.id, role: user.role, email: user.email, tokenVersion: user.tokenVersion },
    c.var.jwtSecret,
    c.var.env.JWT_TTL_HOURS,
  )
  return { accessToken, userData: toUserData(user) }
}

const ipOf = (c: Context<AppEnv>) => clientIp(c, c.var.env.TRUST_PROXY_HOPS)

export const credentialsRouter = createRouter()
  .openapi(signupRoute, async (c) => {
    await signUpLimit(c.var.database.db, c.var.env, ipOf(c))
    const user = await createAccount(c.var.database.db, c.req.valid('json'), c.var.money)
    return c.json(await session(c, user), 201)
  })
  .openapi(loginRoute, async (c) => {
    const { email, password } = c.req.valid('json')
    const user = await guardPasswordCheck(passwordCheckOf(c, normalizeEmail(email)), () => authenticate(c.var.database.db, email, password))
    if (!user) throw badRequest('Email or password is incorrect')
    return c.json(await session(c, user), 200)
  })
  .openapi(sendResetRoute, async (c) => {
    const { email } = c.req.valid('json')
    const { env, database, services } = c.var
    await resetRequestLimits(database.db, env, ipOf(c), normalizeEmail(email))
    await askForReset({ db: database.db, env, mailer: services.mailer, publicBase: publicBase(env) }, email)
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
