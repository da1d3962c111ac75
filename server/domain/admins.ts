import { asc, eq, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { users } from '../db/schema/accounts'
import { isUniqueViolation } from '../lib/db-errors'
import { conflict, notFound } from '../lib/errors'
import { hashPassword } from '../lib/password'
import { createAccount, normalizeEmail, type UserRow } from './accounts'
import type { MoneyPort } from './money-port'
import { notify } from './notifications'

export function listAdmins(db: Executor): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.createdAt))
}

/** Admins made by admins are approved at once. */
export function createAdmin(db: Executor, input: { fullName: string; email: string; password: string }, money?: MoneyPort) {
  return createAccount(db, { ...input, role: 'admin', approvalStatus: 'approved' }, money)
}

/** Changes an admin account's name, e-mail or password; a new password ends its sessions. */
export async function updateAdmin(db: Executor, id: string, input: { fullName?: string; email?: string; password?: string }): Promise<UserRow> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined
  return db.transaction(async (tx: Tx) => {
    const [admin] = await tx.select().from(users).where(eq(users.id, id)).for('update')
    if (!admin || admin.role !== 'admin') throw notFound('No admin account with this id')
    const email = input.email ? normalizeEmail(input.email) : undefined
    const [row] = await tx
      .update(users)
      .set({
        fullName: input.fullName?.trim(),
        email,
        ...(passwordHash ? { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id))
      .returning()
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw conflict('Another account already uses this e-mail', 'email_taken')
        throw err
      })
    if (email && email !== admin.email) {
      await notify(tx, id, { type: 'email_changed', title: 'E-mail changed', message: `Your sign-in e-mail is now ${email}.`, data: { from: admin.email, to: email } })
    }
    if (passwordHash) await notify(tx, id, { type: 'password_changed', title: 'Password changed', message: 'Your password was changed by an admin.' })
    return row!
  })
}
