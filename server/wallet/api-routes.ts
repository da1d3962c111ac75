import { createRoute, z } from '@hono/zod-openapi'
import { errorResponses, jsonBody, jsonResponse } from '../lib/api-schemas'
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from './schema-values'
import {
  AmountSchema,
  BalancesSchema,
  BankAccountSchema,
  BankSchema,
  ClosingSchema,
  FundingSchema,
  TransactionPageSchema,
  TransactionSchema,
  WithdrawalSchema,
} from './wallet.schemas'

/** The wallet service's own API, called by the portal's HTTP client with the service key. */
const UserId = z.string().min(1).max(200)
const Key = z.string().min(1).max(300).openapi({ description: 'Moves money once per key' })
const Ref = z.string().max(200).nullish()
const tags = ['Wallet service']

export const createWalletRoute = createRoute({
  method: 'post',
  path: '/create',
  tags,
  summary: "Creates a user's wallet accounts (idempotent)",
  request: { body: jsonBody(z.object({ userId: UserId })) },
  responses: { 200: jsonResponse('Whether it was new', z.object({ created: z.boolean() })), ...errorResponses(400, 401) },
})

export const balancesRoute = createRoute({
  method: 'get',
  path: '/balances/{userId}',
  tags,
  request: { params: z.object({ userId: UserId }) },
  responses: { 200: jsonResponse('Balances', BalancesSchema), ...errorResponses(401) },
})

export const closeWalletRoute = createRoute({
  method: 'post',
  path: '/close',
  tags,
  summary: "Closes the wallet of a deleted account when it holds nothing (idempotent); nothing moves into it after",
  request: { body: jsonBody(z.object({ userId: UserId })) },
  responses: { 200: jsonResponse('Closed, or the balances that kept it open', ClosingSchema), ...errorResponses(400, 401) },
})

export const transactionsRoute = createRoute({
  method: 'get',
  path: '/transactions',
  tags,
  request: {
    query: z.object({
      userId: UserId.optional(),
      type: z.enum(TRANSACTION_TYPES).optional(),
      status: z.enum(TRANSACTION_STATUSES).optional(),
      page: z.coerce.number().int().min(1).default(1),
      perPage: z.coerce.number().int().min(1).max(100).default(20),
    }),
  },
  responses: { 200: jsonResponse('A page of history', TransactionPageSchema), ...errorResponses(400, 401) },
})

export const banksRoute = createRoute({
  method: 'get',
  path: '/banks',
  tags,
  responses: { 200: jsonResponse('Banks', z.object({ banks: z.array(BankSchema) })), ...errorResponses(401) },
})

export const initBankAccountRoute = createRoute({
  method: 'post',
  path: '/bank-accounts/init',
  tags,
  request: { body: jsonBody(z.object({ userId: UserId, bankCode: z.string().min(1).max(20), accountNumber: z.string().regex(/^\d{10}$/) })) },
  responses: { 200: jsonResponse('Resolved, to confirm', BankAccountSchema), ...errorResponses(400, 401) },
})

export const confirmBankAccountRoute = createRoute({
  method: 'post',
  path: '/bank-accounts/confirm',
  tags,
  request: { body: jsonBody(z.object({ userId: UserId, id: z.uuid() })) },
  responses: { 200: jsonResponse('Confirmed', BankAccountSchema), ...errorResponses(400, 401, 404) },
})

export const bankAccountsRoute = createRoute({
  method: 'get',
  path: '/bank-accounts',
  tags,
  request: { query: z.object({ userId: UserId, confirmedOnly: z.enum(['true', 'false']).default('true') }) },
  responses: { 200: jsonResponse('Bank accounts', z.object({ accounts: z.array(BankAccountSchema) })), ...errorResponses(400, 401) },
})

export const fundingsRoute = createRoute({
  method: 'post',
  path: '/fundings',
  tags,
  request: { body: jsonBody(z.object({ userId: UserId, amount: AmountSchema, email: z.string().min(3).max(320), idempotencyKey: Key })) },
  responses: { 200: jsonResponse('Funding', FundingSchema), ...errorResponses(400, 401, 409, 422) },
})

export const withdrawalsRoute = createRoute({
  method: 'post',
  path: '/withdrawals',
  tags,
  request: { body: jsonBody(z.object({ userId: UserId, amount: AmountSchema, bankAccountId: z.uuid(), idempotencyKey: Key })) },
  responses: { 200: jsonResponse('Withdrawal', WithdrawalSchema), ...errorResponses(400, 401, 404, 409, 422) },
})

const Metadata = z.record(z.string(), z.unknown()).optional()
const own = { userId: UserId, amount: AmountSchema, idempotencyKey: Key, reference: Ref, metadata: Metadata }
const between = { fromUserId: UserId, toUserId: UserId, amount: AmountSchema, idempotencyKey: Key, reference: Ref, metadata: Metadata }

export const movementsRoute = createRoute({
  method: 'post',
  path: '/movements',
  tags,
  summary: 'Escrow, refund, pay (with fee, optionally on hold), release, hold_release or clawback, for a marketplace that cannot share the database',
  request: {
    body: jsonBody(
      z.discriminatedUnion('type', [
        z.object({ type: z.literal('escrow'), ...own }),
        z.object({ type: z.literal('refund'), ...own }),
        z.object({ type: z.literal('pay'), ...between, fee: z.number().int().min(0), onHold: z.boolean().optional() }),
        z.object({ type: z.literal('release'), ...between }),
        z.object({ type: z.literal('hold_release'), ...own }),
        z.object({ type: z.literal('clawback'), ...between, fee: z.number().int().min(0), toEscrow: z.boolean() }),
      ]),
    ),
  },
  responses: { 200: jsonResponse('The transaction', TransactionSchema), ...errorResponses(400, 401, 409, 422) },
})

export const totalsRoute = createRoute({
  method: 'get',
  path: '/totals',
  tags,
  summary: 'Money totals across the platform, for the admin dashboards',
  responses: {
    200: jsonResponse(
      'Totals in minor units',
      z.object({ funded: z.number(), fees: z.number(), paidOut: z.number(), available: z.number(), escrow: z.number(), pendingPayout: z.number(), onHold: z.number() }),
    ),
    ...errorResponses(401),
  },
})

export const settleRoute = createRoute({
  method: 'post',
  path: '/settle',
  tags,
  summary: 'Runs one settlement pass now (for a cron when the wallet runs on its own)',
  responses: {
    200: jsonResponse('What the run did', z.object({ claimed: z.number(), settled: z.number(), failed: z.number(), waiting: z.number() })),
    ...errorResponses(401),
  },
})
