import type { EntityTable } from 'dexie'
import type { z } from 'zod'
import type { ArtistDashboardSchema } from '@server/routes/dashboards/dashboards.schemas'
import type { ReservedSlotsSchema } from '@server/routes/sounds/sounds.schemas'

// Mirror tables only the artist screens read (the shared marketplace lists are in market.ts).
// Each table's key and indexes in Dexie's notation; its row type in ArtistTables.

/** The artist's dashboard (`key` is always 'me'): totals, per-campaign figures and a daily series. */
export type ArtistDashboardRow = z.infer<typeof ArtistDashboardSchema> & { key: 'me' }

/** A live hold on one of the artist's sounds, as last fetched when the sound's details were opened. */
export type ReservedSlotRow = z.infer<typeof ReservedSlotsSchema>['holds'][number]

export const artistStores = {
  artistDashboard: '&key',
  artistReservedSlots: '&id, campaignId',
} satisfies Record<string, string>

export type ArtistTables = {
  artistDashboard: EntityTable<ArtistDashboardRow, 'key'>
  artistReservedSlots: EntityTable<ReservedSlotRow, 'id'>
}
