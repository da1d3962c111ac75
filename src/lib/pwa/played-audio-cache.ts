/** The Cache Storage cache of previews kept after playing (sw/played-audio.ts); the app may drop it to free space. */
export const PLAYED_AUDIO_CACHE = 'played-audio'
