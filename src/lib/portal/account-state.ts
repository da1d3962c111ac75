import { effectiveRole, type UserData } from '@/lib/session/session'

// What the server's account policy (server/domain/account-policy.ts) will refuse, said before the
// user tries: only approved accounts fund wallets, create sounds and requests, or hold slots, and
// creators also need their followers verified. The server still decides; this only explains.

export type Act = 'fund' | 'run_campaigns' | 'take_part' | 'apply_brand'

const ACCOUNT: Record<string, string> = { artist: 'artist', musician: 'musician', brand: 'brand', tiktoker: 'creator' }

const ONCE_APPROVED: Record<Act, (role: string) => string> = {
  fund: () => 'add money to your wallet',
  run_campaigns: (role) => (role === 'brand' ? 'create requests' : 'add songs'),
  take_part: () => 'hold slots and submit videos',
  apply_brand: () => 'apply to become a brand',
}

/** Why `user` cannot do `act` now, in a sentence; null when nothing stands in the way. */
export function whyNot(user: UserData | null, act: Act): string | null {
  if (!user) return null
  const role = effectiveRole(user) ?? ''
  if (role === 'admin') return null
  const account = ACCOUNT[role] ? `Your ${ACCOUNT[role]} account` : 'Your account'
  const what = ONCE_APPROVED[act](role)
  if (user.approvalStatus === 'pending') return `${account} is awaiting approval by an admin; you can ${what} once it is approved.`
  if (user.approvalStatus === 'rejected') return `${account} was not approved, so you cannot ${what}. You can still withdraw any money in your wallet.`
  if (act === 'take_part' && role === 'tiktoker' && user.followerVerification !== 'verified') {
    return user.followerVerification === 'pending'
      ? 'Your follower verification is waiting for an admin; you can hold slots once your followers are verified.'
      : 'Only creators with verified followers can hold slots: ask for follower verification on your Profile.'
  }
  return null
}
