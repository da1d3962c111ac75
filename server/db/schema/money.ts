import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { Movement } from '../../wallet/client'

const stamp = (name: string) => timestamp(name, { withTimezone: true, precision: 3 })

export const OUTBOX_STATUSES = ['pending', 'delivered', 'refused'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/**
 * Money movements the marketplace decided, waiting for a wallet deployed apart (WALLET_URL) to
 * confirm them. A row is written in the same transaction as the marketplace change it pays for,
 * so neither exists without the other; delivery (domain/money-outbox.ts) retries it until the
 * wallet answers, and the wallet moves money once per key.
 */
export const moneyOutbox = pgTable(
  'money_outbox',
  {
    /** The wallet's idempotency key (`sound:<id>:escrow`, `use:<id>:pay`, ...). */
    key: text('key').primaryKey(),
    movement: jsonb('movement').$type<Movement>().notNull(),
    /** The campaign an escrow makes live once confirmed (or refused when the wallet refuses). */
    campaignId: uuid('campaign_id'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: stamp('next_attempt_at').notNull().defaultNow(),
    /** The last failure (wallet down) or the wallet's refusal, as its message. */
    lastError: text('last_error'),
    /** The wallet's status for a refusal (409 insufficient funds, 422 ...). */
    refusedStatus: integer('refused_status'),
    transactionId: text('transaction_id'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    deliveredAt: stamp('delivered_at'),
  },
  (t) => [
    index('money_outbox_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
    check('money_outbox_status_check', sql`${t.status} in ('pending', 'delivered', 'refused')`),
  ],
)
