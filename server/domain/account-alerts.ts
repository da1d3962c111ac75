import type { Executor } from '../db/client'
import { sendInBackground, type Mailer } from '../lib/mailer'
import { findUserByEmail, type UserRow } from './accounts'
import { notify } from './notifications'

/** Where the owner changes the password: the Password card on Profile. */
export const CHANGE_PASSWORD_PATH = '/account#password'

/** A moment as the owner reads it in a message: `yyyy-MM-dd HH:mm:ss UTC`. */
export const utcTime = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`

export interface AlertContext {
  db: Executor
  mailer: Mailer
  /** The app's public address (PUBLIC_URL), for the link in the mail. */
  publicBase: string
}

/**
 * Tells the owner that their account keeps seeing wrong passwords: a notification in the app and
 * a mail, each with the time and the way to change the password. Sent once a window at most (the
 * caller's guard decides), so a stranger's flood of guesses is not also a flood of mail.
 */
export async function warnOfFailedSignIns(ctx: AlertContext, account: string, failures: number, at = new Date()): Promise<void> {
  const owner = await findUserByEmail(ctx.db, account)
  if (!owner) return
  const when = utcTime(at)
  await notify(ctx.db, owner.id, {
    type: 'sign_in_failures',
    title: 'Failed sign-ins on your account',
    message: `Someone entered a wrong password for your account ${failures} times, the last at ${when}. If it was not you, change your password.`,
    data: { at: at.toISOString(), failures, link: CHANGE_PASSWORD_PATH, linkText: 'Change your password' },
  })
  mailOwner(ctx, owner, {
    subject: 'Failed sign-ins on your Sound Portal account',
    text: `Hello ${owner.fullName},\n\nSomeone entered a wrong password for your account ${failures} times, the last at ${when}.\n\nIf this was you, there is nothing to do. If not, change your password now:\n${ctx.publicBase}${CHANGE_PASSWORD_PATH}\n\nYour account stays open to you: wrong passwords from other places do not lock you out.`,
  })
}

/**
 * Tells the owner in the app that a reset was asked for (the mail with the code says so too). A
 * stranger who asks does not get in, but the owner should know someone tried.
 */
export async function noticeResetAsked(db: Executor, owner: UserRow, at = new Date()): Promise<void> {
  await notify(db, owner.id, {
    type: 'password_reset_asked',
    title: 'Password reset asked for',
    message: `A password reset for your account was asked for at ${utcTime(at)}. If it was you, use the link we e-mailed. If not, your password stays as it is; you can change it to be safe.`,
    data: { at: at.toISOString(), link: CHANGE_PASSWORD_PATH, linkText: 'Change your password' },
  })
}

function mailOwner(ctx: AlertContext, owner: UserRow, mail: { subject: string; text: string }): void {
  sendInBackground(ctx.mailer, { to: owner.email, ...mail, link: `${ctx.publicBase}${CHANGE_PASSWORD_PATH}` }, 'an account alert')
}
