import type { EntityTable } from 'dexie'
import type { BankAccountView, BankSchema, FundingView, TransactionView } from '@server/wallet/wallet.schemas'
import type { z } from 'zod'

// Mirror tables only the wallet screens read (the shared marketplace lists are in market.ts).
// Each table's key and indexes in Dexie's notation; its row type in WalletTables.

/** One movement of money as `/auth/get-all-transactions` answers it (the latest 100 are mirrored). */
export type WalletTransactionRow = TransactionView

export type BankRow = z.infer<typeof BankSchema>

/** `/auth/get-banks-list` as one row (`key` is always 'me'): the banks and the user's confirmed accounts. */
export interface WalletBanksRow {
  key: 'me'
  banks: BankRow[]
  accounts: BankAccountView[]
}

/**
 * A funding the server answered (kept on this device): a real provider's checkout address to
 * open while it is pending; sandbox fundings are credited at once.
 */
export type WalletFundingRow = FundingView['funding'] & { createdAt: number }

export const walletStores = {
  walletTransactions: '&id, createdAt, type, status, userId',
  walletBanks: '&key',
  walletFundings: '&id, createdAt',
} satisfies Record<string, string>

export type WalletTables = {
  walletTransactions: EntityTable<WalletTransactionRow, 'id'>
  walletBanks: EntityTable<WalletBanksRow, 'key'>
  walletFundings: EntityTable<WalletFundingRow, 'id'>
}
