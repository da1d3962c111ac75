// Mirror tables only the creator screens read (the shared marketplace lists are in market.ts).
// Each table's key and indexes in Dexie's notation; its row type in CreatorTables.

export const creatorStores = {} satisfies Record<string, string>

export type CreatorTables = Record<never, never>
