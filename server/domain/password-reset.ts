import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { passwordResets, users } from '../db/schema/accounts'
import { hashPassword } from '../lib/password'
import { findUserByEmail, type UserRow } from './accounts'
import { notify } from './notifications'

export const RESET_CODE_TTL_MS = 60 * 60 * 1000

const digest = (code: string) => createHash('sha256').update(code).digest('hex')

/** Makes a single-use code for the account with this e-mail; null when there is no such account. */
export async function createResetCode(db: Executor, email: string): Promise<{ user: UserRow; code: string } | null> {
  const user = await findUserByEmail(db, email)
  if (!user) return null
  const code = randomBytes(24).toString('base64url')
  await db.insert(passwordResets).values({
    id: randomUUID(),
    userId: user.id,
    codeHash: digest(code),
    expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
  })
  return { user, code }
}

/** The account a code resets, while the code is unused and unexpired. */
export async function findByResetCode(db: Executor, code: string): Promise<{ user: UserRow; expiresAt: Date } | null> {
  const [row] = await db
    .select({ user: users, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(passwordResets.codeHash, digest(code)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
  return row ?? null
}

/**
 * Uses the code and sets the password. Claiming the code is one conditional update, so two
 * concurrent resets with the same code cannot both succeed. Every other open code of the account
 * is spent too, and the token version moves so existing sessions end.
 */
export async function resetPassword(db: Executor, code: string, password: string): Promise<UserRow | null> {
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx: Tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.codeHash, digest(code)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
      .returning({ userId: passwordResets.userId })
    if (!claimed) return null
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)))
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, claimed.userId))
      .returning()
    if (!user) return null
    await notify(tx, user.id, {
      type: 'password_changed',
      title: 'Password changed',
      message: 'Your password was reset. If this was not you, reset it again and contact support.',
    })
    return user
  })
}
