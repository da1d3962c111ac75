import type { AppDB } from '../../../db/db'
import type { OutboxEntry } from '../../../db/sync-schema'
import type { FundingView, TransactionView, WithdrawalView } from '@server/wallet/wallet.schemas'
import { markPending, upsertRow } from '../overlay'
import { defineCollection, defineWrite, type AnyWrite, type CollectionDef, type Row } from '../registry'
import { walletBalanceCollection } from './market'

// The lists only the wallet screens read, and the writes they queue (registered in register-portal.ts).

/** The most transactions the server gives in one page; the screen works on the latest ones. */
export const TRANSACTIONS_MIRRORED = 100

/** The latest transactions (every user's for admins), newest first; replaced on each pull. */
export const walletTransactionsCollection = defineCollection({
  name: 'wallet.transactions',
  table: 'walletTransactions',
  path: '/auth/get-all-transactions',
  query: () => ({ page: '1', perPage: String(TRANSACTIONS_MIRRORED) }),
  parse: (body) => ({ rows: (body as { transactions: Row[] }).transactions }),
})

/** The banks withdrawals can go to and the user's confirmed accounts, as one row. */
export const walletBanksCollection = defineCollection({
  name: 'wallet.banks',
  table: 'walletBanks',
  key: 'key',
  path: '/auth/get-banks-list',
  parse: (body) => {
    const { banks, accounts } = body as { banks: Row[]; accounts: Row[] }
    return { rows: [{ key: 'me', banks, accounts }] }
  },
})

export const walletCollections: CollectionDef[] = [walletTransactionsCollection, walletBanksCollection]

/** The id a queued write's row has in the transactions list until the server gives it its own. */
export const pendingTransactionId = (entry: Pick<OutboxEntry, 'seq'>) => `pending-${entry.seq ?? 0}`

function pendingTransaction(entry: OutboxEntry, fields: Pick<TransactionView, 'type' | 'amount' | 'direction' | 'counterparty'>): Row {
  return { id: pendingTransactionId(entry), status: 'pending', reference: null, userId: entry.userId, createdAt: new Date(entry.createdAt).toISOString(), ...fields }
}

/** The balance row with `change` applied, marked pending (the row stays as it is when not pulled yet). */
function patchBalance(rows: Row[], entry: OutboxEntry, change: (row: Row) => Row): Row[] {
  return rows.map((row) => (row.key === 'me' ? markPending(change(row), entry) : row))
}

const num = (v: unknown) => (typeof v === 'number' ? v : 0)

async function updateBalance(db: AppDB, change: (b: { available: number; escrow: number; pendingPayout: number }) => Partial<{ available: number; pendingPayout: number }>) {
  const current = await db.walletBalance.get('me')
  if (current) await db.walletBalance.put({ ...current, ...change(current) })
}

export interface FundInput {
  /** Minor units. */
  amount: number
}

/**
 * Adds money to the caller's wallet. Until the server answers, the balance carries the amount as
 * `pendingFunding` and the list shows a pending credit. The sandbox credits at once; a real
 * provider answers with its checkout address, kept in walletFundings for the screen to show.
 */
export const fundWalletWrite = defineWrite<FundInput, FundingView>({
  name: 'wallet.fund',
  method: 'POST',
  path: '/auth/fund-user-wallet',
  body: (input) => ({ type: 'json', value: { amount: input.amount } }),
  describe: () => 'Wallet funding',
  overlays: [
    { table: 'walletBalance', apply: (rows, input, entry) => patchBalance(rows, entry, (row) => ({ ...row, pendingFunding: num(row.pendingFunding) + input.amount })) },
    { table: 'walletTransactions', apply: (rows, input, entry) => upsertRow(rows, pendingTransaction(entry, { type: 'fund', amount: input.amount, direction: 'credit', counterparty: null }), entry) },
  ],
  confirm: {
    tables: ['walletBalance', 'walletTransactions', 'walletFundings'],
    apply: async (db, result, _input, entry) => {
      const { funding, transaction } = result
      await db.walletFundings.put({ ...funding, createdAt: entry.createdAt })
      if (transaction) await db.walletTransactions.put(transaction)
      if (funding.status === 'credited') await updateBalance(db, (b) => ({ available: b.available + funding.amount }))
    },
  },
  refresh: [walletBalanceCollection.name, walletTransactionsCollection.name],
})

export interface WithdrawInput {
  /** Minor units. */
  amount: number
  bank_account_id: string
  /** How the account reads on screen ("Guaranty Trust Bank ••••6789"); not sent. */
  accountLabel: string
}

/**
 * Sends money from the available balance to a confirmed bank account. Until the server answers,
 * the amount shows moved from available to pending payout, with a pending debit in the list.
 */
export const withdrawWrite = defineWrite<WithdrawInput, WithdrawalView>({
  name: 'wallet.withdraw',
  method: 'POST',
  path: '/auth/withdraw-to-bank-account',
  body: (input) => ({ type: 'json', value: { amount: input.amount, bank_account_id: input.bank_account_id } }),
  describe: (input) => `Withdrawal to ${input.accountLabel}`,
  overlays: [
    {
      table: 'walletBalance',
      apply: (rows, input, entry) =>
        patchBalance(rows, entry, (row) => ({ ...row, available: num(row.available) - input.amount, pendingPayout: num(row.pendingPayout) + input.amount })),
    },
    {
      table: 'walletTransactions',
      apply: (rows, input, entry) => upsertRow(rows, pendingTransaction(entry, { type: 'withdraw', amount: input.amount, direction: 'debit', counterparty: input.accountLabel }), entry),
    },
  ],
  confirm: {
    tables: ['walletBalance', 'walletTransactions'],
    apply: async (db, result, input) => {
      await db.walletTransactions.put(result.transaction)
      // A payout the provider settled (or refused) at once is no longer pending; the refresh brings the exact figures.
      const stillPending = result.payout.status === 'pending' || result.payout.status === 'processing'
      await updateBalance(db, (b) => ({ available: b.available - input.amount, ...(stillPending ? { pendingPayout: b.pendingPayout + input.amount } : {}) }))
    },
  },
  refresh: [walletBalanceCollection.name, walletTransactionsCollection.name],
})

export const walletWrites: AnyWrite[] = [fundWalletWrite, withdrawWrite]
