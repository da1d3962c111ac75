// Mirror tables only the admin screens read (the shared marketplace lists are in market.ts).
// Each table's key and indexes in Dexie's notation; its row type in AdminTables.

export const adminStores = {} satisfies Record<string, string>

export type AdminTables = Record<never, never>
