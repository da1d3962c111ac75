import { setTimeout as sleep } from 'node:timers/promises'
import type { Executor } from '../db/client'
import type { Env } from '../env'
import { assertUnderLimits, consumeRateLimits, countHits, currentHits, RateLimited, type Limit } from './rate-limit'

type LimitEnv = Pick<
  Env,
  | 'RATE_LIMIT_WINDOW_SECONDS'
  | 'LOGIN_LIMIT_PER_IP'
  | 'LOGIN_LIMIT_PER_ACCOUNT'
  | 'LOGIN_SLOWDOWN_PER_ACCOUNT'
  | 'LOGIN_SLOWDOWN_MS'
  | 'RESET_LIMIT_PER_IP'
  | 'RESET_LIMIT_PER_ACCOUNT'
  | 'RESET_MAILS_PER_ACCOUNT'
  | 'SIGNUP_LIMIT_PER_IP'
>

/**
 * Sign-in guesses are limited where they come from, never only by the account they aim at: an
 * address that keeps failing is refused (429), as is one address failing again and again on one
 * account, while the owner signing in from an address of their own still gets in. Failures on one
 * account from everywhere only slow its sign-ins down, so a stranger cannot lock the owner out.
 */
export function signInGuard(db: Executor, env: LimitEnv, account: string, ip: string) {
  const w = env.RATE_LIMIT_WINDOW_SECONDS
  const fromHere: Limit[] = [
    { bucket: `login-fail:ip:${ip}`, max: env.LOGIN_LIMIT_PER_IP },
    { bucket: `login-fail:account-ip:${account}:${ip}`, max: env.LOGIN_LIMIT_PER_ACCOUNT },
  ]
  const everywhere = `login-fail:account:${account}`
  return {
    /** Before checking the password: refuse a failing address, slow down a targeted account. */
    async before(): Promise<void> {
      await assertUnderLimits(db, w, fromHere)
      if ((await currentHits(db, w, everywhere)) >= env.LOGIN_SLOWDOWN_PER_ACCOUNT) await sleep(env.LOGIN_SLOWDOWN_MS)
    },
    failed: () => countHits(db, w, [...fromHere.map((l) => l.bucket), everywhere]),
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
export async function mayMailReset(db: Executor, env: LimitEnv, account: string): Promise<boolean> {
  try {
    await consumeRateLimits(db, env.RATE_LIMIT_WINDOW_SECONDS, [{ bucket: `reset-mail:${account}`, max: env.RESET_MAILS_PER_ACCOUNT }])
    return true
  } catch (err) {
    if (err instanceof RateLimited) return false
    throw err
  }
}

export const signUpLimit = (db: Executor, env: LimitEnv, ip: string) =>
  consumeRateLimits(db, env.RATE_LIMIT_WINDOW_SECONDS, [{ bucket: `signup:ip:${ip}`, max: env.SIGNUP_LIMIT_PER_IP }])
