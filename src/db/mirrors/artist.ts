// Mirror tables only the artist screens read (the shared marketplace lists are in market.ts).
// Each table's key and indexes in Dexie's notation; its row type in ArtistTables.

export const artistStores = {} satisfies Record<string, string>

export type ArtistTables = Record<never, never>
