import { z } from '@hono/zod-openapi'
import { IdSchema } from '../../lib/api-schemas'
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../wallet/schema-values'
import { AmountSchema, BankAccountSchema, BankSchema } from '../../wallet/wallet.schemas'

/** Request shapes of the portal's wallet calls (specification §7); parameter names as specified. */

export const UserQuerySchema = z.object({
  /** Whose wallet; defaults to the caller. Another user's id is 403 unless admin. */
  user_id: IdSchema.optional(),
})

export const TransactionsQuerySchema = z.object({
  /** Whose history; defaults to the caller. Admins may leave it out to see every transaction. */
  user_id: IdSchema.optional(),
  type: z.enum(TRANSACTION_TYPES, { error: `type must be one of ${TRANSACTION_TYPES.join(', ')}` }).optional(),
  status: z.enum(TRANSACTION_STATUSES, { error: `status must be one of ${TRANSACTION_STATUSES.join(', ')}` }).optional(),
  page: z.coerce.number({ error: 'page must be a whole number' }).int().min(1).default(1),
  perPage: z.coerce.number({ error: 'perPage must be a whole number' }).int().min(1).max(100).default(20),
})

export const FundBodySchema = z.object({ amount: AmountSchema }).openapi('FundWalletBody')

export const WithdrawBodySchema = z
  .object({ amount: AmountSchema, bank_account_id: z.uuid({ error: 'bank_account_id must be the id of a confirmed bank account' }) })
  .openapi('WithdrawBody')

export const BankAddInitBodySchema = z
  .object({
    bank_code: z.string({ error: 'bank_code is required' }).regex(/^[0-9A-Za-z]{2,12}$/, 'bank_code must be a code from get-banks-list'),
    account_number: z.string({ error: 'account_number is required' }).regex(/^\d{10}$/, 'account_number must be 10 digits'),
  })
  .openapi('BankAddInitBody')

export const BankAddBodySchema = z.object({ id: z.uuid({ error: 'id must be the id returned by bank-add-init' }) }).openapi('BankAddBody')

export const BanksListSchema = z
  .object({
    /** Every bank the provider pays to. */
    banks: z.array(BankSchema),
    /** The user's confirmed bank accounts, which withdrawals may go to. */
    accounts: z.array(BankAccountSchema),
  })
  .openapi('BanksList')
