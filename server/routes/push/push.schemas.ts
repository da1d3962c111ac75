import { z } from '@hono/zod-openapi'
import { PUSH_KINDS } from '../../lib/push-values'

/** Base64url (the browser's PushSubscriptionJSON keys) decoding to exactly `bytes` bytes. */
const key = (bytes: number, what: string) =>
  z
    .string({ error: `must be the ${what} as text` })
    .max(200)
    .refine((v) => /^[A-Za-z0-9_-]+={0,2}$/.test(v) && Buffer.from(v, 'base64url').length === bytes, `must be the ${what} in base64url (${bytes} bytes)`)

const Endpoint = z
  .string({ error: 'must be the push endpoint URL' })
  .min(1, 'must be the push endpoint URL')
  .max(2048, 'must be at most 2048 characters')
  .openapi({ example: 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b...' })

export const PushKeySchema = z.object({ publicKey: z.string() }).openapi('PushKey')

export const PushSubscriptionBodySchema = z
  .object({
    endpoint: Endpoint,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      p256dh: key(65, 'P-256 public key').refine((v) => Buffer.from(v, 'base64url')[0] === 4, 'must be an uncompressed P-256 public key'),
      auth: key(16, 'auth secret'),
    }),
    /** What this device should be told about (see PUSH_KINDS in lib/push-values.ts). */
    kinds: z
      .array(z.enum(PUSH_KINDS, { error: `must be one of ${PUSH_KINDS.join(', ')}` }))
      .min(1, 'Choose at least one kind of notification, or turn notifications off')
      .max(PUSH_KINDS.length)
      .transform((kinds) => [...new Set(kinds)]),
  })
  .openapi('PushSubscriptionBody')

export const PushUnsubscribeBodySchema = z.object({ endpoint: Endpoint }).openapi('PushUnsubscribeBody')

export const PushSavedSchema = z.object({ endpoint: z.string(), kinds: z.array(z.enum(PUSH_KINDS)) }).openapi('PushSubscription')
export const PushRemovedSchema = z.object({ removed: z.boolean() }).openapi('PushUnsubscribed')
