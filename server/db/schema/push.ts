import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { PUSH_KINDS, type PushKind } from '../../lib/push-values'
import { users } from './accounts'

const stamp = (name: string) => timestamp(name, { withTimezone: true, precision: 3 })

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * Web Push subscriptions: one per device (its push service endpoint), with the kinds of
 * notification its owner wants there. A device that signs in as someone else moves with them.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's keys (base64url): its P-256 public key and the auth secret (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    kinds: text('kinds').array().$type<PushKind[]>().notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId), check('push_subscriptions_kinds_check', sql`${t.kinds} <@ array[${inList(PUSH_KINDS)}]::text[]`)],
)

export interface PushPayload {
  title: string
  body: string
  /** The app screen the notification opens (a path of this app). */
  url: string
  /** Replaces an earlier notification of the same tag on the device. */
  tag: string
}

/**
 * Push messages waiting for their push service, written in the transaction of the notification
 * they carry (domain/notifications.ts) and sent by the push job (domain/push-outbox.ts); a row is
 * deleted once sent, given up or when its subscription goes.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey(),
    endpoint: text('endpoint')
      .notNull()
      .references(() => pushSubscriptions.endpoint, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When it is due; a claimed row is leased by pushing this forward. */
    nextAttemptAt: stamp('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_outbox_due_idx').on(t.nextAttemptAt), index('push_outbox_endpoint_idx').on(t.endpoint)],
)

/** Reminders already sent (`hold:<id>:ending`, ...), so each goes out once whatever runs the job. */
export const remindersSent = pgTable('reminders_sent', {
  key: text('key').primaryKey(),
  createdAt: stamp('created_at').notNull().defaultNow(),
})
