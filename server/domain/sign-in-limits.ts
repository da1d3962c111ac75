import { setTimeout as sleep } from 'node:timers/promises'
import type { Executor } from '../db/client'
import type { Env } from '../env'
import { consumeRateLimits, giveBackHits, RateLimited, takeHits, type Limit } from './rate-limit'

export type LimitEnv = Pick<
  Env,
  | 'RATE_LIMIT_WINDOW_SECONDS'
  | 'LOGIN_LIMIT_PER_IP'
  | 'LOGIN_LIMIT_PER_ACCOUNT'
  | 'LOGIN_SLOWDOWN_PER_ACCOUNT'
  | 'LOGIN_SLOWDOWN_MS'
  | 'LOGIN_ALERT_AFTER'
  | 'RESET_LIMIT_PER_IP'
  | 'RESET_LIMIT_PER_ACCOUNT'
  | 'RESET_MAILS_PER_ACCOUNT'
  | 'SIGNUP_LIMIT_PER_IP'
>

/** What a check of a password needs to be guarded: the caller's address and the account aimed at. */
export interface PasswordCheck {
  db: Executor
  env: LimitEnv
  ip: string
  /** The account's normalized e-mail (what sign-in names it by, known or not). */
  account: string
  /** Told once a window when the account's failures pass LOGIN_ALERT_AFTER. */
  onRepeatedFailures: (failures: number) => Promise<void>
}

/**
 * Every check of a password (sign-in, a password change, a new e-mail, deleting the account)
 * draws on one budget per address and per account and address. The attempt is taken before the
 * password is checked, atomically in the database, so a burst sent at once from any number of
 * server processes has at most the limit checked; it is given back when the password was right
 * (or the attempt was refused unchecked), so the budget counts wrong passwords only. Failures on
 * one account from everywhere only slow its checks down, so a stranger cannot lock the owner out.
 * `check` answers null for a wrong password.
 */
export async function guardPasswordCheck<T>(g: PasswordCheck, check: () => Promise<T | null>): Promise<T | null> {
  const w = g.env.RATE_LIMIT_WINDOW_SECONDS
  const limits: Limit[] = [
    { bucket: `login-fail:ip:${g.ip}`, max: g.env.LOGIN_LIMIT_PER_IP },
    { bucket: `login-fail:account-ip:${g.account}:${g.ip}`, max: g.env.LOGIN_LIMIT_PER_ACCOUNT },
    { bucket: `login-fail:account:${g.account}`, max: Number.MAX_SAFE_INTEGER },
  ]
  const buckets = limits.map((l) => l.bucket)
  const { hits, retryAfterSeconds } = await takeHits(g.db, w, buckets)
  if (limits.some((l, i) => hits[i]! > l.max)) {
    await giveBackHits(g.db, w, buckets)
    throw new RateLimited(retryAfterSeconds)
  }
  const onAccount = hits[2]!
  if (onAccount > g.env.LOGIN_SLOWDOWN_PER_ACCOUNT) await sleep(g.env.LOGIN_SLOWDOWN_MS)
  let result: T | null
  try {
    result = await check()
  } catch (err) {
    await giveBackHits(g.db, w, buckets)
    throw err
  }
  if (result !== null) {
    await giveBackHits(g.db, w, buckets)
    return result
  }
  if (onAccount >= g.env.LOGIN_ALERT_AFTER && (await withinLimit(g.db, w, { bucket: `login-alert:${g.account}`, max: 1 }))) await g.onRepeatedFailures(onAccount)
  return null
}

/** Counts one in a limit's window and answers whether it was within the limit (never a 429). */
export async function withinLimit(db: Executor, windowSeconds: number, limit: Limit): Promise<boolean> {
  try {
    await consumeRateLimits(db, windowSeconds, [limit])
    return true
  } catch (err) {
    if (err instanceof RateLimited) return false
    throw err
  }
}

/** Reset requests: per address and per account and address (429 beyond them). */
export function resetRequestLimits(db: Executor, env: LimitEnv, ip: string, account?: string): Promise<void> {
  return consumeRateLimits(db, env.RATE_LIMIT_WINDOW_SECONDS, [
    { bucket: `reset:ip:${ip}`, max: env.RESET_LIMIT_PER_IP },
    ...(account ? [{ bucket: `reset:account-ip:${account}:${ip}`, max: env.RESET_LIMIT_PER_ACCOUNT }] : []),
  ])
}

/**
 * Whether one more reset mail may go to this account in this window. Past the cap the request
 * still answers as usual but sends nothing: the mails already sent hold working links, so the
 * owner is never stopped, and a stranger cannot flood the owner's inbox.
 */
export const mayMailReset = (db: Executor, env: LimitEnv, account: string): Promise<boolean> =>
  withinLimit(db, env.RATE_LIMIT_WINDOW_SECONDS, { bucket: `reset-mail:${account}`, max: env.RESET_MAILS_PER_ACCOUNT })

export const signUpLimit = (db: Executor, env: LimitEnv, ip: string) =>
  consumeRateLimits(db, env.RATE_LIMIT_WINDOW_SECONDS, [{ bucket: `signup:ip:${ip}`, max: env.SIGNUP_LIMIT_PER_IP }])
