import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { jwtVerify, SignJWT } from 'jose'
import { users } from '../db/schema/accounts'
import type { Env } from '../env'
import { ROLES, type Role } from './account-values'
import { forbidden, unauthorized } from './errors'
import type { AppEnv } from './router'

export interface AuthClaims {
  userId: string
  role: Role
  email: string
  /** The account's token version when the token was issued (see users.tokenVersion). */
  tokenVersion: number
}

/**
 * The token signing key: JWT_SECRET when set; for the embedded default, a random key made once
 * and kept in the data folder so sessions survive restarts.
 */
export function resolveJwtSecret(env: Env): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET)
  const file = path.join(env.DATA_DIR, 'jwt-secret')
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true })
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx' })
    chmodSync(file, 0o600)
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim())
}

export async function signAccessToken(claims: AuthClaims, secret: Uint8Array, ttlHours: number): Promise<string> {
  return new SignJWT({ role: claims.role, email: claims.email, tv: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(`${ttlHours}h`)
    .sign(secret)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AuthClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
    const role = payload.role as Role
    // A subject that is no account id (a token signed with the key but made elsewhere) is no session.
    if (!payload.sub || !UUID.test(payload.sub) || !ROLES.includes(role) || typeof payload.email !== 'string') return null
    return { userId: payload.sub, role, email: payload.email, tokenVersion: typeof payload.tv === 'number' ? payload.tv : 0 }
  } catch {
    return null
  }
}

/** The token a request carries in `x-access-token` (or as a Bearer token), if any. */
export function tokenFrom(c: Context): string | undefined {
  return c.req.header('x-access-token') ?? c.req.header('authorization')?.replace(/^Bearer\s+/i, '')
}

/**
 * 401 unless the request carries a valid token for an account that still exists and whose
 * password has not changed since. The role and e-mail are read fresh from the database, so a
 * role change or a deletion by an admin takes effect at once rather than when the token expires.
 */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = tokenFrom(c)
  if (!token) throw unauthorized('Sign in to continue')
  const claims = await verifyAccessToken(token, c.get('jwtSecret'))
  if (!claims) throw unauthorized('Your session has expired. Please sign in again.')
  const [row] = await c
    .get('database')
    .db.select({ role: users.role, email: users.email, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, claims.userId))
  if (!row) throw unauthorized('This account no longer exists.')
  if (row.tokenVersion !== claims.tokenVersion) throw unauthorized('Your session has ended (signed out, or the password changed). Please sign in again.')
  c.set('auth', { userId: claims.userId, role: row.role, email: row.email, tokenVersion: row.tokenVersion })
  await next()
}

/** 403 unless the caller has one of the roles (musician counts as artist). */
export function requireRole(...roles: Role[]): MiddlewareHandler {
  return async (c, next) => {
    const { role } = c.get('auth') as AuthClaims
    const effective = role === 'musician' ? 'artist' : role
    if (!roles.includes(effective) && !roles.includes(role)) throw forbidden()
    await next()
  }
}

/** 403 unless the id is the caller's own or the caller is an admin (DESIGN §3 ownership rule). */
export function assertSelfOrAdmin(auth: AuthClaims, userId: string): void {
  if (auth.userId !== userId && auth.role !== 'admin') throw forbidden('You can only do that for your own account')
}
