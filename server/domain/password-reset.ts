import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { passwordResets, users } from '../db/schema/accounts'
import { sendInBackground } from '../lib/mailer'
import { hashPassword } from '../lib/password'
import { noticeResetAsked, utcTime, type AlertContext } from './account-alerts'
import { findUserByEmail, type UserRow } from './accounts'
import { notify } from './notifications'
import { mayMailReset, withinLimit, type LimitEnv } from './sign-in-limits'

export const RESET_CODE_TTL_MS = 60 * 60 * 1000

const digest = (code: string) => createHash('sha256').update(code).digest('hex')

/**
 * Makes a single-use code for the account, while it still has this e-mail. The account is read
 * under a share lock, which waits for a change of its password or e-mail in progress (they lock
 * it for update): a code is either made before such a change, which then ends it, or after,
 * when it is not made for an e-mail the account no longer has.
 */
export async function createResetCode(db: Executor, user: UserRow): Promise<string | null> {
  const code = randomBytes(24).toString('base64url')
  return db.transaction(async (tx: Tx) => {
    const [still] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, user.id), eq(users.email, user.email))).for('share')
    if (!still) return null
    await tx.insert(passwordResets).values({ id: randomUUID(), userId: user.id, codeHash: digest(code), expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS) })
    return code
  })
}

/**
 * A reset asked for `email`: the owner is told in the app (once a window however often it is
 * asked) and mailed a code (up to RESET_MAILS_PER_ACCOUNT a window: past it the mails already
 * sent hold working links, so the owner is never stopped and a stranger cannot flood the inbox).
 * Nothing tells the caller whether the account exists.
 */
export async function askForReset(ctx: AlertContext & { env: LimitEnv }, email: string): Promise<void> {
  const { db, env } = ctx
  const owner = await findUserByEmail(db, email)
  if (!owner) return
  if (await withinLimit(db, env.RATE_LIMIT_WINDOW_SECONDS, { bucket: `reset-notice:${owner.id}`, max: 1 })) await noticeResetAsked(db, owner)
  if (!(await mayMailReset(db, env, owner.email))) return
  const code = await createResetCode(db, owner)
  if (!code) return
  const link = `${ctx.publicBase}/reset-password?code=${encodeURIComponent(code)}`
  const text = `Hello ${owner.fullName},\n\nA password reset for your account was asked for at ${utcTime(new Date())}. Use this link within one hour to choose a new password:\n${link}\n\nYour reset code: ${code}\n\nIf you did not ask for this, ignore this mail; your password stays as it is. The link stops working once your password or e-mail changes.`
  sendInBackground(ctx.mailer, { to: owner.email, subject: 'Reset your sound portal password', text, link }, 'a reset mail')
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
 * Ends every open code of an account. A code is a way in for whoever holds the mailbox it went to,
 * so it ends with any change of the password or of the e-mail, and when any of the account's codes
 * is used. Call inside the transaction that makes the change, with the account locked.
 */
export async function endResetCodes(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
}

/**
 * Uses the code and sets the password. The account is locked first, as every change of its
 * password or e-mail locks it, so two resets with two of its codes (or a reset racing a password
 * change) take turns, and the second finds its code already ended. The token version moves so
 * existing sessions end.
 */
export async function resetPassword(db: Executor, code: string, password: string): Promise<UserRow | null> {
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx: Tx) => {
    const [owner] = await tx.select({ userId: passwordResets.userId }).from(passwordResets).where(eq(passwordResets.codeHash, digest(code)))
    if (!owner) return null
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('no key update')
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.codeHash, digest(code)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
      .returning({ userId: passwordResets.userId })
    if (!claimed) return null
    await endResetCodes(tx, claimed.userId)
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
