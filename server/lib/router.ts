import type { WalletClient } from '../wallet/client'
import type { MoneyPort } from '../domain/money-port'
import { OpenAPIHono } from '@hono/zod-openapi'
import type { z } from 'zod'
import type { Database } from '../db/client'
import type { Env } from '../env'
import type { AuthClaims } from './auth'
import type { Services } from './services'

export interface AppVariables {
  database: Database
  env: Env
  jwtSecret: Uint8Array
  services: Services
  /** The wallet, in process or over HTTP (wallet/setup.ts). */
  wallet: WalletClient
  /** Where the marketplace's money movements go (domain/money-port.ts). */
  money: MoneyPort
  /** Set by requireAuth: the caller, from a verified access token. */
  auth: AuthClaims
  /** Set by the upload route: SHA-256 of the stored file, so a repeat of its key can be compared. */
  uploadDigest?: string
}

export type AppEnv = { Variables: AppVariables }

/** One line a person can act on, from the first zod issue. */
export function describeIssues(error: z.ZodError): string {
  const first = error.issues[0]
  if (!first) return 'Invalid input'
  const where = first.path.length ? `${first.path.join('.')}: ` : ''
  return `${where}${first.message}`
}

/** A router whose request validation failures answer 400 in the API's error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json({ message: describeIssues(result.error), code: 'invalid_input', issues: result.error.issues }, 400)
      }
    },
  })
}
