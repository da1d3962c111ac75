// The names of write kinds that more than one feature's screens read, apart from their
// definitions (which bring the server's schemas and the validation library): the video kinds
// (videos.ts) and a new sound (the song-upload feature's), which the artist's list shows too.

export const VIDEO_KIND = {
  useSound: 'creator.useSound',
  submitInfluencerLinks: 'creator.submitInfluencerLinks',
  submitRequestVideo: 'brand.submitVideo',
} as const

export const CREATE_SOUND_KIND = 'artist.createSound'
