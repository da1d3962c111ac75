import { defineCollection, type CollectionDef, type Row } from '../registry'

// The lists only the artist screens read (their writes are in src/features/artist/writes.ts).

/** The artist's own dashboard (totals, campaigns and a daily series for the last 30 days). */
export const artistDashboardCollection = defineCollection({
  name: 'artist.dashboard',
  table: 'artistDashboard',
  key: 'key',
  path: '/auth/get-artist-dashboard',
  roles: ['artist'],
  query: ({ userId }) => ({ user_id: userId }),
  parse: (body) => ({ rows: [{ ...(body as Row), key: 'me' }] }),
})

/** The live holds on one sound (its details), per sound: the sounds opened last open offline. */
export const reservedSlotsCollection = defineCollection({
  name: 'artist.reservedSlots',
  table: 'artistReservedSlots',
  path: '/artist/get-sound-reserved-slots',
  roles: ['artist', 'admin'],
  params: { keep: 10, owns: (p) => (row) => row.campaignId === p.sound_id },
  parse: (body) => ({ rows: (body as { holds: Row[] }).holds.filter((h) => h.status === 'held' || h.status === 'submitted') }),
})

export const artistCollections: CollectionDef[] = [artistDashboardCollection, reservedSlotsCollection]
