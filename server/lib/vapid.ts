import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import webpush from 'web-push'
import type { Env } from '../env'

/** What signs this server's push messages (RFC 8292) and who the push services may contact. */
export interface VapidKeys {
  publicKey: string
  privateKey: string
  subject: string
}

/** The contact push services see when VAPID_SUBJECT is unset: the public https URL, else the mail sender. */
function defaultSubject(env: Env): string {
  if (env.PUBLIC_URL?.startsWith('https://')) return new URL(env.PUBLIC_URL).origin
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM
  return `mailto:${address.trim()}`
}

/**
 * The VAPID keys: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else generated once and kept in
 * DATA_DIR/vapid-keys.json (like the JWT secret): browsers subscribe with the public key, so it
 * must not change between runs. env.ts requires the settings with DATABASE_URL.
 */
export function resolveVapidKeys(env: Env): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? defaultSubject(env)
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject }
  const file = path.join(env.DATA_DIR, 'vapid-keys.json')
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true })
    const { publicKey, privateKey } = webpush.generateVAPIDKeys()
    writeFileSync(file, JSON.stringify({ publicKey, privateKey }), { flag: 'wx' })
    chmodSync(file, 0o600)
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject }
}
