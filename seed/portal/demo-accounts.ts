/**
 * The demo portal accounts the embedded default creates on a fresh database (never with
 * DATABASE_URL). Shared with the README and end-to-end tests, so the credentials live in one place.
 */
export const DEMO_PASSWORD = 'Password123!'

export const DEMO_ACCOUNTS = [
  { email: 'admin@soundportal.test', fullName: 'Ada Admin', role: 'admin' },
  { email: 'artist@soundportal.test', fullName: 'Ayo Artist', role: 'artist' },
  {
    email: 'creator@soundportal.test',
    fullName: 'Chi Creator',
    role: 'tiktoker',
    // A creator who can do everything a creator can: influencer, influencer sounds open, verified.
    extra: { influencer: 'Yes', spamVideos: 'enabled', followerVerification: 'verified', followers: 25_000, speciality: 'Dance' },
  },
  { email: 'brand@soundportal.test', fullName: 'Bola Brand', role: 'brand' },
] as const
