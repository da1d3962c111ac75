import type { ReactNode } from 'react'
import { useState } from 'react'
import { cn } from '@/lib/cn'
import { useMenuPinned } from './menu-state'
import { Navbar } from './navbar'
import { VerticalMenu } from './vertical-menu'

/**
 * Vertical menu, floating navbar and the page. `navbarStart` is a slot the route fills with
 * other features' navbar pieces (search, bookmarks), since features never import each other.
 */
export function AppLayout({ children, navbarStart }: { children: ReactNode; navbarStart?: ReactNode }) {
  const [pinned, togglePinned] = useMenuPinned()
  const [mobileOpen, setMobileOpen] = useState(false)
  return (
    <div className="min-h-dvh">
      <a href="#main" className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <VerticalMenu pinned={pinned} onTogglePinned={togglePinned} mobileOpen={mobileOpen} onCloseMobile={() => setMobileOpen(false)} />
      <div className={cn('transition-[padding] duration-200', pinned ? 'lg:pl-64' : 'lg:pl-20')}>
        <Navbar onOpenMenu={() => setMobileOpen(true)} start={navbarStart} />
        <main id="main" className="mx-auto max-w-7xl px-4 py-6">
          {children}
        </main>
      </div>
    </div>
  )
}
