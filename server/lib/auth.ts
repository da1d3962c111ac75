import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { MiddlewareHandler } from 'hono'
import { jwtVerify, SignJWT } from 'jose'
import type { Env } from '../env'
import { forbidden, unauthorized } from './errors'

export const ROLES = ['admin', 'artist', 'musician', 'tiktoker', 'brand'] as const
export type Role = (typeof ROLES)[number]

export interface AuthClaims {
  userId: string
  role: Role
  email: string
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
  return new SignJWT({ role: claims.role, email: claims.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(`${ttlHours}h`)
    .sign(secret)
}

export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AuthClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
    const role = payload.role as Role
    if (!payload.sub || !ROLES.includes(role) || typeof payload.email !== 'string') return null
    return { userId: payload.sub, role, email: payload.email }
  } catch {
    return null
  }
}

/** 401 unless the request carries a valid `x-access-token` (or a Bearer token). */
export const requireAuth: MiddlewareHandler = async (c, next) => {
  const header = c.req.header('x-access-token') ?? c.req.header('authorization')?.replace(/^Bearer\s+/i, '')
  if (!header) throw unauthorized('Sign in to continue')
  const claims = await verifyAccessToken(header, c.get('jwtSecret'))
  if (!claims) throw unauthorized('Your session has expired. Please sign in again.')
  c.set('auth', claims)
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
