import { defineCollection, type CollectionDef, type Row } from '../registry'

// The lists only the wallet screens read (their writes are in src/features/wallet/writes.ts).

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
