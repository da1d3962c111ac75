// The names of the artist screens' write kinds, apart from their definitions (writes.ts brings the
// server's schemas and the validation library): screens that only read name them from here.

export const ARTIST_KIND = {
  deleteSound: 'artist.deleteSound',
  addVideos: 'artist.addVideos',
  releaseSlots: 'artist.releaseSlots',
  decideUse: 'artist.decideUse',
  approveAll: 'artist.approveAll',
} as const
