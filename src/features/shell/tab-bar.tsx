import { Link } from '@tanstack/react-router'
import { MenuIcon } from './menu-icon'
import type { MenuItem } from './menu'

/** The phone's bottom tab bar (hidden from `lg` up, where the side menu is always on screen). */
export function TabBar({ tabs }: { tabs: MenuItem[] }) {
  if (tabs.length === 0) return null
  return (
    <nav
      aria-label="Tabs"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto flex max-w-xl">
        {tabs.map((t) => (
          <li key={t.id} className="min-w-0 flex-1">
            <Link
              to={t.href}
              className="flex min-h-14 flex-col items-center justify-center gap-0.5 px-0.5 py-1.5 text-center text-[10.5px] leading-tight font-medium [overflow-wrap:anywhere] text-muted-foreground hover:text-primary"
              activeProps={{ className: 'text-primary', 'aria-current': 'page' }}
            >
              <MenuIcon name={t.icon} className="shrink-0" />
              <span>{t.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
