// Mirror tables only the wallet screens read (the shared marketplace lists are in market.ts).
// Each table's key and indexes in Dexie's notation; its row type in WalletTables.

export const walletStores = {} satisfies Record<string, string>

export type WalletTables = Record<never, never>
