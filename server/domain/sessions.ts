import { eq, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { users } from '../db/schema/accounts'
import { badRequest } from '../lib/errors'
import { hashPassword, verifyPassword } from '../lib/password'
import type { UserRow } from './accounts'
import { notify } from './notifications'

/**
 * Tokens carry the account's token version (lib/auth.ts); moving it ends every token issued
 * before. Sign-out uses it, so a token copied off a device stops working once its owner signs out.
 */
export async function endSessions(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
}

/**
 * Sets a new password when the current one is right (null when it is not). The token version
 * moves with it, so every other session ends; the caller hands this session a fresh token.
 */
export async function changePassword(db: Executor, userId: string, current: string, next: string): Promise<UserRow | null> {
  const [me] = await db.select().from(users).where(eq(users.id, userId))
  if (!me || !(await verifyPassword(current, me.passwordHash))) return null
  const passwordHash = await hashPassword(next)
  return db.transaction(async (tx: Tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning()
    if (!updated) return null
    await notify(tx, userId, {
      type: 'password_changed',
      title: 'Password changed',
      message: 'Your password was changed and your other sessions were signed out. If this was not you, reset your password now.',
    })
    return updated
  })
}

/** 400 unless `password` is the account's current password (for acts a stolen token must not do alone). */
export async function assertOwnPassword(db: Executor, userId: string, password: string | undefined, act: string): Promise<void> {
  if (!password) throw badRequest(`Enter your current password to ${act}`)
  const [me] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
  if (!me || !(await verifyPassword(password, me.passwordHash))) throw badRequest('Your current password is incorrect')
}
