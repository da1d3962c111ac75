// Mirror tables only the brand screens read (the shared marketplace lists are in market.ts).
// Each table's key and indexes in Dexie's notation; its row type in BrandTables.

export const brandStores = {} satisfies Record<string, string>

export type BrandTables = Record<never, never>
