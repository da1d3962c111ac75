import { assertAccountMay } from '../../domain/account-policy'
import { describeTransactions } from '../../domain/transaction-descriptions'
import { randomUUID } from 'node:crypto'
import { createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { errorResponses, jsonBody, jsonResponse } from '../../lib/api-schemas'
import { assertSelfOrAdmin, requireAuth } from '../../lib/auth'
import { createRouter, type AppEnv } from '../../lib/router'
import type { WalletClient } from '../../wallet/client'
import { BalancesSchema, BankAccountSchema, FundingSchema, TransactionPageSchema, WithdrawalSchema } from '../../wallet/wallet.schemas'
import {
  BankAddBodySchema,
  BankAddInitBodySchema,
  BanksListSchema,
  FundBodySchema,
  TransactionsQuerySchema,
  UserQuerySchema,
  WithdrawBodySchema,
} from './wallet.schemas'

const tags = ['Wallet']

const getUserWalletRoute = createRoute({
  method: 'post',
  path: '/get-user-wallet',
  tags,
  summary: 'Balances in minor units: available, in escrow, pending payout',
  middleware: [requireAuth] as const,
  request: { query: UserQuerySchema },
  responses: { 200: jsonResponse('Balances', BalancesSchema), ...errorResponses(400, 401, 403) },
})

const getAllTransactionsRoute = createRoute({
  method: 'get',
  path: '/get-all-transactions',
  tags,
  summary: "The caller's transactions, newest first (admins: everyone's, with filters)",
  middleware: [requireAuth] as const,
  request: { query: TransactionsQuerySchema },
  responses: { 200: jsonResponse('A page of transactions', TransactionPageSchema), ...errorResponses(400, 401, 403) },
})

const fundRoute = createRoute({
  method: 'post',
  path: '/fund-user-wallet',
  tags,
  summary: "Adds money to the caller's wallet (sandbox: at once; Paystack: returns the checkout address)",
  middleware: [requireAuth] as const,
  request: { body: jsonBody(FundBodySchema) },
  responses: { 200: jsonResponse('The funding', FundingSchema), ...errorResponses(400, 401, 409, 422) },
})

const withdrawRoute = createRoute({
  method: 'post',
  path: '/withdraw-to-bank-account',
  tags,
  summary: 'Moves the amount to pending payout and sends it to a confirmed bank account',
  middleware: [requireAuth] as const,
  request: { body: jsonBody(WithdrawBodySchema) },
  responses: { 200: jsonResponse('The withdrawal and its payout', WithdrawalSchema), ...errorResponses(400, 401, 404, 409, 422) },
})

const bankAddInitRoute = createRoute({
  method: 'post',
  path: '/bank-add-init',
  tags,
  summary: 'Resolves the account holder’s name for the user to confirm (stored as pending)',
  middleware: [requireAuth] as const,
  request: { body: jsonBody(BankAddInitBodySchema) },
  responses: { 200: jsonResponse('The pending bank account', BankAccountSchema), ...errorResponses(400, 401, 422) },
})

const bankAddRoute = createRoute({
  method: 'post',
  path: '/bank-add',
  tags,
  summary: 'Confirms a bank account from bank-add-init; withdrawals may then go to it',
  middleware: [requireAuth] as const,
  request: { body: jsonBody(BankAddBodySchema) },
  responses: { 200: jsonResponse('The confirmed bank account', BankAccountSchema), ...errorResponses(400, 401, 404, 422) },
})

const banksListRoute = createRoute({
  method: 'get',
  path: '/get-banks-list',
  tags,
  summary: "The provider's banks and the user's confirmed bank accounts",
  middleware: [requireAuth] as const,
  request: { query: UserQuerySchema },
  responses: { 200: jsonResponse('Banks and accounts', BanksListSchema), ...errorResponses(400, 401, 403) },
})

/**
 * The ledger key for a money-moving call: the request's Idempotency-Key, scoped to the caller
 * and the call, so a replay moves money once even where the idempotency middleware did not
 * catch it (its record expired, or the wallet is reached another way). Without a key every
 * request is its own.
 */
function ledgerKey(c: Context<AppEnv>, call: string): string {
  const key = c.req.header('idempotency-key')?.trim().toLowerCase().slice(0, 100) || randomUUID()
  return `portal:${c.var.auth.userId}:${call}:${key}`
}

/** The portal's wallet calls, mounted under /api/auth; they reach the wallet through `wallet`. */
export function createWalletPortalRouter(wallet: WalletClient) {
  return createRouter()
    .openapi(getUserWalletRoute, async (c) => {
      const userId = c.req.valid('query').user_id ?? c.var.auth.userId
      assertSelfOrAdmin(c.var.auth, userId)
      return c.json(await wallet.getBalances(userId), 200)
    })
    .openapi(getAllTransactionsRoute, async (c) => {
      const { user_id, ...filter } = c.req.valid('query')
      const admin = c.var.auth.role === 'admin'
      const userId = user_id ?? (admin ? undefined : c.var.auth.userId)
      if (userId) assertSelfOrAdmin(c.var.auth, userId)
      const page = await wallet.listTransactions({ ...filter, userId })
      return c.json({ ...page, transactions: await describeTransactions(c.var.database.db, page.transactions) }, 200)
    })
    .openapi(fundRoute, async (c) => {
      const { amount } = c.req.valid('json')
      const { userId, email } = c.var.auth
      await assertAccountMay(c.var.database.db, userId, 'fund')
      return c.json(await wallet.fund({ userId, email, amount, idempotencyKey: ledgerKey(c, 'fund') }), 200)
    })
    .openapi(withdrawRoute, async (c) => {
      const { amount, bank_account_id } = c.req.valid('json')
      const result = await wallet.withdraw({ userId: c.var.auth.userId, amount, bankAccountId: bank_account_id, idempotencyKey: ledgerKey(c, 'withdraw') })
      return c.json(result, 200)
    })
    .openapi(bankAddInitRoute, async (c) => {
      const { bank_code, account_number } = c.req.valid('json')
      return c.json(await wallet.initBankAccount({ userId: c.var.auth.userId, bankCode: bank_code, accountNumber: account_number }), 200)
    })
    .openapi(bankAddRoute, async (c) => c.json(await wallet.confirmBankAccount({ userId: c.var.auth.userId, id: c.req.valid('json').id }), 200))
    .openapi(banksListRoute, async (c) => {
      const userId = c.req.valid('query').user_id ?? c.var.auth.userId
      assertSelfOrAdmin(c.var.auth, userId)
      const [banks, accounts] = await Promise.all([wallet.listBanks(), wallet.listBankAccounts(userId, { confirmedOnly: true })])
      return c.json({ banks, accounts }, 200)
    })
}
