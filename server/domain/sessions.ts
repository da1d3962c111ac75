import { eq, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { users } from '../db/schema/accounts'
import { badRequest } from '../lib/errors'
import { hashPassword, verifyPassword } from '../lib/password'
import type { UserRow } from './accounts'
import { notify } from './notifications'
import { endResetCodes } from './password-reset'
import { guardPasswordCheck, type PasswordCheck } from './sign-in-limits'

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
 * moves with it, so every other session ends; the caller hands this session a fresh token. The
 * account is locked and its password checked again under the lock, so a reset (or another change)
 * that landed meanwhile is not silently overwritten, and the account's reset codes end with it.
 */
export async function changePassword(db: Executor, userId: string, current: string, next: string): Promise<UserRow | null> {
  const [me] = await db.select().from(users).where(eq(users.id, userId))
  if (!me || !(await verifyPassword(current, me.passwordHash))) return null
  const passwordHash = await hashPassword(next)
  return db.transaction(async (tx: Tx) => {
    const [locked] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('no key update')
    if (locked?.passwordHash !== me.passwordHash) return null
    await endResetCodes(tx, userId)
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

/**
 * 400 unless `password` is the account's current password (for acts a stolen token must not do
 * alone). The check draws on the same budget as sign-in (429 past it).
 */
export async function assertOwnPassword(guard: PasswordCheck, userId: string, password: string | undefined, act: string): Promise<void> {
  if (!password) throw badRequest(`Enter your current password to ${act}`)
  const right = await guardPasswordCheck(guard, async () => {
    const [me] = await guard.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
    return me && (await verifyPassword(password, me.passwordHash)) ? true : null
  })
  if (!right) throw badRequest('Your current password is incorrect')
}
