import { z } from '@hono/zod-openapi'
import { MAX_AMOUNT, TRANSACTION_STATUSES, TRANSACTION_TYPES } from './schema-values'

/**
 * The wallet's JSON shapes, shared by the wallet service's own API, its HTTP client and the
 * portal's wallet calls. Imports only zod and plain constants, so the app may import it too.
 */
export const AmountSchema = z
  .number({ error: 'must be a number (in kobo or cents)' })
  // Range first: for 1e300 "at most" is the helpful message, not "whole number".
  .positive({ error: 'must be greater than zero' })
  .max(MAX_AMOUNT, { error: `must be at most ${MAX_AMOUNT}` })
  .int({ error: 'must be a whole number of kobo or cents (no fractions)' })
  .openapi({ description: 'Minor units (kobo, cents) of the deployment currency', example: 50000 })

export const BalancesSchema = z
  .object({
    currency: z.string().openapi({ example: 'NGN' }),
    available: z.number().int(),
    escrow: z.number().int(),
    pendingPayout: z.number().int(),
    onHold: z.number().int().openapi({ description: 'Earned for videos, kept until the payout hold ends' }),
  })
  .openapi('WalletBalances')

export const ClosingSchema = z
  .object({
    /** false: the wallet still holds money (the balances say where) and stays open. */
    closed: z.boolean(),
    balances: BalancesSchema,
  })
  .openapi('WalletClosing')

export const TransactionSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(TRANSACTION_TYPES),
    amount: z.number().int(),
    direction: z.enum(['credit', 'debit']).openapi({ description: "From the viewer's side" }),
    status: z.enum(TRANSACTION_STATUSES),
    counterparty: z.string().nullable().openapi({ description: 'A user id, or a label such as "Access Bank ••••6789"' }),
    reference: z.string().nullable(),
    userId: z.string().openapi({ description: 'The user the movement belongs to (the payer of a payment)' }),
    createdAt: z.string().openapi({ format: 'date-time' }),
    // Added by the portal's get-all-transactions (the wallet service itself knows no names or titles).
    description: z.string().optional().openapi({ description: "What happened, in a sentence from the viewer's side, e.g. \"Paid for your video on 'Lagos Nights' by DJ Ade\"" }),
    counterpartyName: z.string().nullable().optional().openapi({ description: "The other side as people read it: a user's name or a label such as a bank account" }),
    userName: z.string().nullable().optional().openapi({ description: "The name of the user the movement belongs to" }),
  })
  .openapi('WalletTransaction')

export const TransactionPageSchema = z
  .object({ transactions: z.array(TransactionSchema), total: z.number().int(), page: z.number().int(), perPage: z.number().int() })
  .openapi('WalletTransactionPage')

export const BankSchema = z.object({ code: z.string(), name: z.string() }).openapi('WalletBank')

export const BankAccountSchema = z
  .object({
    id: z.uuid(),
    bankCode: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    accountName: z.string().openapi({ description: 'As the bank knows it; confirm before withdrawing' }),
    status: z.enum(['pending', 'confirmed']),
    createdAt: z.string().openapi({ format: 'date-time' }),
    confirmedAt: z.string().nullable(),
  })
  .openapi('WalletBankAccount')

export const PayoutSchema = z
  .object({
    id: z.uuid(),
    amount: z.number().int(),
    status: z.enum(['pending', 'processing', 'succeeded', 'failed']),
    reference: z.string(),
    bankAccountId: z.uuid(),
    lastError: z.string().nullable(),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('WalletPayout')

export const WithdrawalSchema = z.object({ transaction: TransactionSchema, payout: PayoutSchema }).openapi('WalletWithdrawal')

export const FundingSchema = z
  .object({
    funding: z.object({
      id: z.uuid(),
      reference: z.string(),
      amount: z.number().int(),
      status: z.enum(['pending', 'credited', 'failed']),
      provider: z.string(),
      authorizationUrl: z.string().nullable().openapi({ description: "The provider's checkout page; null when credited at once" }),
    }),
    transaction: TransactionSchema.nullable(),
  })
  .openapi('WalletFunding')

export type BalancesView = z.infer<typeof BalancesSchema>
export type ClosingView = z.infer<typeof ClosingSchema>
export type TransactionView = z.infer<typeof TransactionSchema>
export type TransactionPage = z.infer<typeof TransactionPageSchema>
export type BankAccountView = z.infer<typeof BankAccountSchema>
export type PayoutView = z.infer<typeof PayoutSchema>
export type WithdrawalView = z.infer<typeof WithdrawalSchema>
export type FundingView = z.infer<typeof FundingSchema>
