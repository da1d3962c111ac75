import { effectiveRole, type UserData } from '@/lib/session/session'

export type MenuIcon =
  | 'home' | 'upload' | 'music' | 'check' | 'users' | 'list' | 'user' | 'video'
  | 'script' | 'megaphone' | 'badge' | 'scissors' | 'star' | 'chart' | 'shield' | 'wallet'

export interface MenuItem {
  id: string
  title: string
  href: string
  icon: MenuIcon
}

/** Every portal menu entry, with the specification's titles and routes (§2). */
export const MENU_ITEMS = {
  home: { id: 'home', title: 'Home', href: '/Home', icon: 'home' },
  myMusic: { id: 'my-songs', title: 'My Songs', href: '/manage/artistmusic', icon: 'music' },
  verifications: { id: 'verifications', title: 'Verifications', href: '/manage/verifications', icon: 'check' },
  users: { id: 'users', title: 'Users', href: '/Manage/User/Admin', icon: 'users' },
  addSong: { id: 'add-song', title: 'Add Song', href: '/Manage/addsong', icon: 'upload' },
  soundsList: { id: 'sounds-list', title: 'Sounds List', href: '/Manage/soundslist', icon: 'list' },
  profile: { id: 'profile', title: 'Profile', href: '/account', icon: 'user' },
  duetAd: { id: 'duet-ad', title: 'Duet Ad Video', href: '/brandform', icon: 'video' },
  scriptAd: { id: 'script-ad', title: 'Make Ad Video', href: '/brandformscript', icon: 'script' },
  brandRequests: { id: 'brand-requests', title: 'Brand Requests', href: '/brandrequests', icon: 'megaphone' },
  myAdverts: { id: 'my-adverts', title: 'My Adverts', href: '/mybrandrequests', icon: 'megaphone' },
  transactions: { id: 'transactions', title: 'Transaction', href: '/transactions', icon: 'badge' },
  creatorVerification: { id: 'creator-verification', title: 'Verification (Tiktokers)', href: '/Manage/adminverificationsusers', icon: 'shield' },
  addCapcutSong: { id: 'add-capcut-song', title: 'Add CapCut Sound', href: '/Manage/addcatcupsong', icon: 'scissors' },
  influencerSounds: { id: 'influencer-sounds', title: 'Influencers Sounds', href: '/Manage/influencersoundslist', icon: 'star' },
  capcutSounds: { id: 'capcut-sounds', title: 'CapCut Sounds List', href: '/Manage/catcupsoundslist', icon: 'scissors' },
  adminSoundList: { id: 'admin-sound-list', title: 'Sound List', href: '/admin/soundlist', icon: 'list' },
  stats: { id: 'stats', title: 'Statics', href: '/admin/stats', icon: 'chart' },
  adminSoundsList: { id: 'admin-sounds-list', title: 'Sounds List Admin', href: '/Manage/soundslistadmin', icon: 'list' },
} as const satisfies Record<string, MenuItem>

const M = MENU_ITEMS

/** The menu of each role, in the order of specification §6 (musician is the artist's). */
const MENU_BY_ROLE: Record<string, (user: UserData) => MenuItem[]> = {
  artist: () => [M.home, M.addSong, M.myMusic, M.verifications, M.soundsList, M.addCapcutSong],
  tiktoker: (user) => [
    M.home,
    M.profile,
    M.soundsList,
    ...(isInfluencer(user) ? [M.influencerSounds] : []),
    M.capcutSounds,
  ],
  brand: () => [M.home, M.profile, M.myAdverts, M.verifications, M.duetAd, M.scriptAd],
  admin: () => [M.home, M.verifications, M.users, M.creatorVerification, M.adminSoundList, M.stats, M.adminSoundsList],
}

export function isInfluencer(user: UserData | null): boolean {
  return typeof user?.influencer === 'string' && user.influencer.toLowerCase() === 'yes'
}

/** musician and artist are one role for menus and guards. */
export function normaliseRole(role: string | null): string | null {
  return role === 'musician' ? 'artist' : role
}

/** The menu for the stored user; any other role, or nobody, sees only Home. */
export function menuFor(user: UserData | null): MenuItem[] {
  const role = normaliseRole(effectiveRole(user))
  const build = role && user ? MENU_BY_ROLE[role] : undefined
  return build && user ? build(user) : [M.home]
}
