import { effectiveRole, type UserData } from '@/lib/session/session'
import { MENU_ITEMS, menuFor, normaliseRole, type MenuItem } from './menu'

// The phone's bottom tab bar: at most five shortcuts per role, one tap away. It is an extra layer
// over the side menu (whose entries stay exactly as specification §6 lists them), so it may reach
// screens the menu leaves to other places, such as the wallet and Brand Requests.

export const MAX_TABS = 5

const M = MENU_ITEMS
const wallet: MenuItem = { id: 'wallet', title: 'Wallet', href: '/transactions', icon: 'wallet' }
const tab = (item: MenuItem, title = item.title): MenuItem => ({ ...item, title })

const TABS_BY_ROLE: Record<string, MenuItem[]> = {
  tiktoker: [M.home, tab(M.soundsList, 'Sounds'), M.brandRequests, wallet, M.profile],
  artist: [M.home, M.myMusic, M.addSong, M.verifications, wallet],
  brand: [M.home, M.myAdverts, tab(M.duetAd, 'New request'), M.verifications, wallet],
  admin: [M.home, M.users, M.verifications, M.adminSoundList, M.stats],
}

/** The tabs of the stored user's role; none for visitors and for roles without portal screens. */
export function tabsFor(user: UserData | null): MenuItem[] {
  if (!user?.accessToken) return []
  const role = normaliseRole(effectiveRole(user))
  return (role ? TABS_BY_ROLE[role] : undefined)?.slice(0, MAX_TABS) ?? []
}

/**
 * The signed-in user's own screens for the global search: their §6 menu, then the tab bar's extra
 * shortcuts (the wallet, Brand Requests), each once. Visitors have none.
 */
export function portalPagesFor(user: UserData | null): { title: string; link: string }[] {
  if (!user?.accessToken) return []
  const seen = new Set<string>()
  const pages: { title: string; link: string }[] = []
  for (const item of [...menuFor(user), ...tabsFor(user)]) {
    if (seen.has(item.href)) continue
    seen.add(item.href)
    pages.push({ title: item.title, link: item.href })
  }
  return pages
}
