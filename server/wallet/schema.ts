import { sql } from 'drizzle-orm'
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { AccountKind, TransactionStatus, TransactionType } from './schema-values'

/**
 * The wallet's own tables. None refers to the portal's tables: user ids are plain text so the
 * wallet can live in another database when deployed apart. Money is integer minor units in
 * bigint columns, read as JS numbers (amounts are capped far below 2^53: MAX_AMOUNT).
 */
const stamp = (name: string) => timestamp(name, { withTimezone: true, precision: 3 })
const money = (name: string) => bigint(name, { mode: 'number' })

export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: uuid('id').primaryKey(),
    /** A user id, or PLATFORM. */
    owner: text('owner').notNull(),
    kind: text('kind').$type<AccountKind>().notNull(),
    /**
     * Cached sum of this account's entries, kept in the same transaction as the entries. It is
     * what the row lock protects and what the CHECK below guards; invariants.ts proves it equals
     * the sum of entries.
     */
    balance: money('balance').notNull().default(0),
    /** Only the funding source may go negative: it mirrors all money that came in from outside. */
    allowNegative: boolean('allow_negative').notNull().default(false),
    /**
     * Set when the owner's account was deleted (closeWallet, with every balance zero): no posting
     * may touch the account again. Postings lock the accounts they touch, and the closing locks
     * the same rows, so a credit and a closing cannot pass each other.
     */
    closedAt: stamp('closed_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wallet_accounts_owner_kind_key').on(t.owner, t.kind), check('wallet_accounts_not_negative', sql`${t.allowNegative} or ${t.balance} >= 0`)],
)

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: uuid('id').primaryKey(),
    /** Insertion order, for a stable newest-first listing (timestamps can tie). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    type: text('type').$type<TransactionType>().notNull(),
    /**
     * 'completed' for most; a withdrawal is 'pending' until its payout settles ('succeeded') or
     * fails ('failed'); a reversed transaction becomes 'reversed'. Status is the only column that
     * ever changes: entries are never updated or deleted (a trigger refuses it).
     */
    status: text('status').$type<TransactionStatus>().notNull().default('completed'),
    /** The same key twice moves money once: the second call returns this row. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The user the movement belongs to (the payer for a payment). */
    userId: text('user_id').notNull(),
    /** The other side: a user id for payments, otherwise a label ("sandbox", "Access Bank ••••6789"). */
    counterparty: text('counterparty'),
    /** What it is about: a sound, request, payout or funding id chosen by the caller. */
    reference: text('reference'),
    /** The headline amount (the gross amount for a payment). */
    amount: money('amount').notNull(),
    reversesId: uuid('reverses_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('wallet_transactions_reverses_key').on(t.reversesId),
    uniqueIndex('wallet_transactions_seq_key').on(t.seq),
    index('wallet_transactions_user_idx').on(t.userId, t.seq),
    check('wallet_transactions_amount_positive', sql`${t.amount} > 0`),
  ],
)

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: uuid('id').primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => walletTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => walletAccounts.id),
    /** Signed: positive raises the account's balance, negative lowers it. */
    amount: money('amount').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_transaction_idx').on(t.transactionId),
    index('wallet_entries_account_idx').on(t.accountId),
    check('wallet_entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
)

export const walletBankAccounts = pgTable(
  'wallet_bank_accounts',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    /** As the provider resolved it; shown to the user before they confirm. */
    accountName: text('account_name').notNull(),
    /** 'pending' after bank-add-init, 'confirmed' after bank-add; only confirmed ones take payouts. */
    status: text('status').$type<'pending' | 'confirmed'>().notNull().default('pending'),
    /** The provider's transfer recipient, made once on the first payout. */
    recipientCode: text('recipient_code'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    confirmedAt: stamp('confirmed_at'),
  },
  (t) => [uniqueIndex('wallet_bank_accounts_user_account_key').on(t.userId, t.bankCode, t.accountNumber)],
)

export type PayoutStatus = 'pending' | 'processing' | 'succeeded' | 'failed'

export const walletPayouts = pgTable(
  'wallet_payouts',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').notNull(),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => walletBankAccounts.id),
    amount: money('amount').notNull(),
    /**
     * 'pending': money is in pending payout, the provider may not have it yet; 'processing': the
     * provider accepted the transfer; then 'succeeded' or 'failed' (money back in available).
     */
    status: text('status').$type<PayoutStatus>().notNull().default('pending'),
    /** Our own unique transfer reference; every retry sends the same one, so it pays at most once. */
    reference: text('reference').notNull(),
    withdrawTransactionId: uuid('withdraw_transaction_id')
      .notNull()
      .references(() => walletTransactions.id),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: stamp('next_attempt_at').notNull().defaultNow(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wallet_payouts_reference_key').on(t.reference), index('wallet_payouts_due_idx').on(t.status, t.nextAttemptAt)],
)

/** Facts about the ledger itself; `currency` is fixed by the first start (see currency.ts). */
export const walletSettings = pgTable('wallet_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

export const walletFundings = pgTable(
  'wallet_fundings',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').notNull(),
    amount: money('amount').notNull(),
    /** Sent to the provider; its confirmation (webhook) names it. */
    reference: text('reference').notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<'pending' | 'credited' | 'failed'>().notNull().default('pending'),
    authorizationUrl: text('authorization_url'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wallet_fundings_reference_key').on(t.reference), index('wallet_fundings_user_idx').on(t.userId)],
)
