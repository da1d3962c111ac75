import type { ReactNode } from 'react'
import { startTransition, useEffect, useState } from 'react'
import { cn } from '@/lib/cn'
import { whenIdle } from '@/lib/idle'
import { useUserData } from '@/lib/session/session'
import { useMenuPinned } from './menu-state'
import { Navbar } from './navbar'
import { TabBar } from './tab-bar'
import { tabsFor } from './tabs'
import { VerticalMenu } from './vertical-menu'

/**
 * Vertical menu, floating navbar and the page. `navbarStart`, `navbarStatus` and `navbarEnd` are
 * slots the route fills with other features' navbar pieces (search and bookmarks; the sync state;
 * notifications), since features never import each other.
 */
export interface AppLayoutProps {
  children: ReactNode
  navbarStart?: ReactNode
  /** Shown beside the connection state (on phones, in a row under the bar when it has something to say). */
  navbarStatus?: ReactNode
  navbarEnd?: ReactNode
  /** `collapsed` keeps the menu to icons (it still opens while hovered); `none` leaves it out. */
  menu?: 'default' | 'collapsed' | 'none'
  /** Keeps the navbar and the page in a narrower centred box. */
  boxed?: boolean
  /** False leaves the navbar out. */
  navbar?: boolean
}

export function AppLayout({ children, navbarStart, navbarStatus, navbarEnd, menu = 'default', boxed = false, navbar = true }: AppLayoutProps) {
  const [storedPinned, togglePinned] = useMenuPinned()
  const pinned = menu === 'default' && storedPinned
  const [mobileOpen, setMobileOpen] = useState(false)
  const menuMounted = useMenuMounted(mobileOpen)
  const user = useUserData()
  const tabs = menu === 'none' ? [] : tabsFor(user)
  return (
    <div className="min-h-dvh">
      <a href="#main" className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      {menu === 'none' || !menuMounted ? null : (
        <VerticalMenu pinned={pinned} onTogglePinned={togglePinned} mobileOpen={mobileOpen} onCloseMobile={() => setMobileOpen(false)} collapsedOnly={menu === 'collapsed'} />
      )}
      <div className={cn('transition-[padding] duration-200', menu === 'none' ? '' : pinned ? 'lg:pl-64' : 'lg:pl-20')}>
        <div className={cn(boxed && 'mx-auto max-w-5xl')}>
          {navbar ? <Navbar onOpenMenu={menu === 'none' ? undefined : () => setMobileOpen(true)} start={navbarStart} status={navbarStatus} end={navbarEnd} /> : null}
          <main id="main" className={cn('mx-auto max-w-7xl px-4 py-6', tabs.length > 0 && 'pb-24 lg:pb-6')}>
            {children}
          </main>
        </div>
      </div>
      <TabBar tabs={tabs} />
    </div>
  )
}

const WIDE = '(min-width: 1024px)'

/**
 * A phone shows the side menu only when the user opens it: its links are built once the first
 * screen is up and the page idle (or at once when opened), not in the first screen's render.
 */
function useMenuMounted(open: boolean): boolean {
  const [mounted, setMounted] = useState(() => typeof matchMedia !== 'function' || matchMedia(WIDE).matches)
  useEffect(() => (mounted ? undefined : whenIdle(() => startTransition(() => setMounted(true)))), [mounted])
  return mounted || open
}
