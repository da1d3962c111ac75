import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Env } from '../env'

export interface Mail {
  to: string
  subject: string
  text: string
  /** The one link the mail is about, logged when mail is written to disk instead of sent. */
  link?: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

/** SMTP through nodemailer. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
    },
  }
}

/**
 * Without SMTP (the embedded default) a mail becomes a file in DATA_DIR/mail (readable only by
 * the server's user), so a password reset can still be completed on a machine with no mail
 * server. The log names the file, never the recipient or the link: logs travel further than
 * the data folder, and a reset link in them is a way into the account.
 */
export function fileMailer(dataDir: string, from: string): Mailer {
  const dir = path.join(dataDir, 'mail')
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true })
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.txt`)
      await writeFile(file, `From: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`, { mode: 0o600 })
      console.log(`[mail] "${mail.subject}" written to ${file}`)
    },
  }
}

export function createMailer(env: Env): Mailer {
  return env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : fileMailer(env.DATA_DIR, env.MAIL_FROM)
}

/**
 * Sends without making the request wait: waiting for the mail server would make a request about a
 * known e-mail measurably slower than one about an unknown e-mail. A failure is logged, unnamed.
 */
export function sendInBackground(mailer: Mailer, mail: Mail, what: string): void {
  void mailer.send(mail).catch((err: unknown) => console.error(`[mail] ${what} could not be sent: ${err instanceof Error ? err.message : 'unknown error'}`))
}

/** Links in mails point at PUBLIC_URL, never at the request's Host header, which a caller controls. */
export const publicBase = (env: Pick<Env, 'PUBLIC_URL' | 'PORT'>) => (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
