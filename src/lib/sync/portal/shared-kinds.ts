import type { SoundRow } from '../../../db/mirrors/market'

// The names of write kinds that more than one feature's screens read, apart from their
// definitions (which bring the server's schemas and the validation library): the video kinds
// (videos.ts) and a new sound (the song-upload feature's), which the artist's list shows too.

export const VIDEO_KIND = {
  useSound: 'creator.useSound',
  submitInfluencerLinks: 'creator.submitInfluencerLinks',
  submitRequestVideo: 'brand.submitVideo',
} as const

export const CREATE_SOUND_KIND = 'artist.createSound'

/** Holding a slot on a sound: from the sound's card and from the share sheet (holds.ts). */
export const HOLD_KIND = {
  holdSlot: 'creator.holdSlot',
  holdInfluencerSlot: 'creator.holdInfluencerSlot',
} as const

/** A live hold takes a slot; the others are history. */
export const isLiveHold = (h: SoundRow['myHold'] | undefined): h is NonNullable<SoundRow['myHold']> => Boolean(h && (h.status === 'held' || h.status === 'submitted'))
