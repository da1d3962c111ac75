import { randomUUID } from 'node:crypto'
import { count } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { users } from '../db/schema/accounts'
import type { UserRow } from '../domain/accounts'
import type { Role } from '../lib/account-values'
import { signAccessToken } from '../lib/auth'
import { hashPassword } from '../lib/password'
import type { TestApp } from './test-app'

export const TEST_PASSWORD = 'Password123!'

export interface TestUser {
  id: string
  email: string
  role: Role
  token: string
}

let sharedHash: Promise<string> | undefined

/**
 * An account inserted directly (one scrypt hash shared by all, so hundreds of matrix users stay
 * fast) with a signed token; approved unless told otherwise. Its password is TEST_PASSWORD.
 */
export async function makeUser(t: TestApp, role: Role, extra: Partial<UserRow> = {}): Promise<TestUser> {
  sharedHash ??= hashPassword(TEST_PASSWORD)
  const id = randomUUID()
  const email = `${role}-${id.slice(0, 8)}@example.test`
  await t.database.db.insert(users).values({
    id,
    email,
    passwordHash: await sharedHash,
    fullName: `Test ${role}`,
    role,
    accountType: role,
    approvalStatus: 'approved',
    ...extra,
  })
  const token = await signAccessToken({ userId: id, role, email: extra.email ?? email, tokenVersion: 0 }, t.jwtSecret, 1)
  return { id, email: extra.email ?? email, role, token }
}

export interface CallOptions {
  token?: string
  body?: unknown
  headers?: Record<string, string>
}

/** A JSON call through app.request, with the headers the app sends. */
export function call(t: TestApp, method: string, path: string, opts: CallOptions = {}) {
  const headers: Record<string, string> = { render: 'backend', ...opts.headers }
  if (opts.token) headers['x-access-token'] = opts.token
  let body: string | undefined
  if (opts.body !== undefined) {
    headers['content-type'] ??= 'application/json'
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body)
  }
  return t.app.request(path, { method, headers, body })
}

export async function rowCount(t: TestApp, table: PgTable): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table)
  return row?.n ?? 0
}
