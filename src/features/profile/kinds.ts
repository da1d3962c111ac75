// The names of the Profile screen's write kinds, apart from their definitions (writes.ts brings the
// server's schemas and the validation library): the screen shows what waits by kind from here.

export const PROFILE_KIND = {
  applyBrand: 'account.applyBrand',
  followerVerification: 'account.followerVerification',
  updateProfile: 'account.updateProfile',
} as const
