import type { OutboxEntry } from '@/db/sync-schema'
import type { FundingView, TransactionView, WithdrawalView } from '@server/wallet/wallet.schemas'
import { markPending, upsertRow, type Overlaid } from '@/lib/sync/overlay'
import { walletBalanceCollection } from '@/lib/sync/portal/market'
import { walletTransactionsCollection } from '@/lib/sync/portal/wallet-lists'
import { defineWrite, type AnyWrite, type MirrorRows } from '@/lib/sync/registry'
import { FundBodySchema, WithdrawBodySchema } from '@server/routes/wallet/wallet.schemas'
import { WALLET_KIND } from './kinds'

// The writes the wallet screens queue: funding and withdrawing (registered where the app starts,
// src/app/portal-writes.ts). Their lists are in src/lib/sync/portal/wallet-lists.ts.

/** The id a queued write's row has in the transactions list until the server gives it its own. */
export const pendingTransactionId = (entry: Pick<OutboxEntry, 'seq'>) => `pending-${entry.seq ?? 0}`

function pendingTransaction(entry: OutboxEntry, fields: Pick<TransactionView, 'type' | 'amount' | 'direction' | 'counterparty'>): TransactionView {
  return { id: pendingTransactionId(entry), status: 'pending', reference: null, userId: entry.userId, createdAt: new Date(entry.createdAt).toISOString(), ...fields }
}

/** The balance as shown: a funding not yet credited adds to `pendingFunding` (the screen shows it apart). */
type BalanceRow = MirrorRows['walletBalance'] & { pendingFunding?: number }

/** The balance row with `change` applied, marked pending (the row stays as it is when not pulled yet). */
function patchBalance(rows: Overlaid<BalanceRow>[], entry: OutboxEntry, change: (row: Overlaid<BalanceRow>) => Overlaid<BalanceRow>) {
  return rows.map((row) => (row.key === 'me' ? markPending(change(row), entry) : row))
}

/** Both writes change the balance and the transactions list until the pulls of both have landed. */
const WALLET_LISTS = [walletBalanceCollection.name, walletTransactionsCollection.name]

export interface FundInput {
  /** Minor units. */
  amount: number
}

/**
 * Adds money to the caller's wallet. Until the balance is pulled after the server's answer, it
 * carries the amount as `pendingFunding`, and the list shows a pending credit until the list is.
 * The sandbox credits at once; a real provider answers with its checkout address, which no list
 * brings: it is kept in walletFundings for the screen to show.
 */
export const fundWalletWrite = defineWrite<FundInput, FundingView>({
  name: WALLET_KIND.fund,
  schema: FundBodySchema,
  method: 'POST',
  path: '/auth/fund-user-wallet',
  body: (input) => ({ type: 'json', value: { amount: input.amount } }),
  describe: () => 'Wallet funding',
  change: {
    walletBalance: (rows, input, entry) => patchBalance(rows, entry, (row) => ({ ...row, pendingFunding: (row.pendingFunding ?? 0) + input.amount })),
    walletTransactions: (rows, input, entry) => upsertRow(rows, pendingTransaction(entry, { type: 'fund', amount: input.amount, direction: 'credit', counterparty: null }), entry),
  },
  keep: { table: 'walletFundings', row: (_input, createdAt) => ({ createdAt }), from: 'funding' },
  pulls: WALLET_LISTS,
})

export interface WithdrawInput {
  /** Minor units. */
  amount: number
  bank_account_id: string
  /** How the account reads on screen ("Guaranty Trust Bank ••••6789"); not sent. */
  accountLabel: string
}

/**
 * Sends money from the available balance to a confirmed bank account. Until the server's figures
 * are pulled, the amount shows moved from available to pending payout, with a pending debit in the list.
 */
export const withdrawWrite = defineWrite<WithdrawInput, WithdrawalView>({
  name: WALLET_KIND.withdraw,
  schema: WithdrawBodySchema,
  method: 'POST',
  path: '/auth/withdraw-to-bank-account',
  body: (input) => ({ type: 'json', value: { amount: input.amount, bank_account_id: input.bank_account_id } }),
  describe: (input) => `Withdrawal to ${input.accountLabel}`,
  change: {
    walletBalance: (rows, input, entry) => patchBalance(rows, entry, (row) => ({ ...row, available: row.available - input.amount, pendingPayout: row.pendingPayout + input.amount })),
    walletTransactions: (rows, input, entry) =>
      upsertRow(rows, pendingTransaction(entry, { type: 'withdraw', amount: input.amount, direction: 'debit', counterparty: input.accountLabel }), entry),
  },
  pulls: WALLET_LISTS,
})

export const walletWrites: AnyWrite[] = [fundWalletWrite, withdrawWrite]
