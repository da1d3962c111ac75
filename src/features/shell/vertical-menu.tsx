import { Link } from '@tanstack/react-router'
import { Disc3, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react'
import { useState } from 'react'
import { cn } from '@/lib/cn'
import { useUserData } from '@/lib/session/session'
import { menuFor } from './menu'
import { MenuIcon } from './menu-icon'

interface VerticalMenuProps {
  pinned: boolean
  onTogglePinned: () => void
  mobileOpen: boolean
  onCloseMobile: () => void
  /** Always collapsed to icons (the collapsed-menu layout): no pin toggle. */
  collapsedOnly?: boolean
}

/** Collapsed to icons by default; expands while hovered, or stays open when pinned. */
export function VerticalMenu({ pinned, onTogglePinned, mobileOpen, onCloseMobile, collapsedOnly = false }: VerticalMenuProps) {
  const user = useUserData()
  const [hovered, setHovered] = useState(false)
  const expanded = pinned || hovered || mobileOpen
  const items = menuFor(user)

  return (
    <>
      {mobileOpen ? <div aria-hidden className="fixed inset-0 z-30 bg-slate-900/50 lg:hidden" onClick={onCloseMobile} /> : null}
      <aside
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex flex-col overflow-x-hidden bg-card shadow-lg ring-1 ring-border transition-[width,transform] duration-200',
          expanded ? 'w-64' : 'w-20',
          mobileOpen ? 'translate-x-0' : 'invisible -translate-x-full lg:visible lg:translate-x-0',
        )}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        data-expanded={expanded}
      >
        <div className="flex h-16 items-center gap-3 px-6">
          <Disc3 aria-hidden className="h-7 w-7 shrink-0 text-primary" />
          <span className={cn('text-lg font-bold whitespace-nowrap text-primary transition-opacity', expanded ? 'opacity-100' : 'opacity-0')}>Sound Portal</span>
          <button
            type="button"
            className="ml-auto hidden rounded-md p-1 text-slate-500 hover:bg-accent lg:block"
            onClick={onTogglePinned}
            aria-label={pinned ? 'Collapse menu' : 'Keep menu open'}
            aria-pressed={pinned}
            hidden={!expanded || collapsedOnly}
          >
            {pinned ? <PanelLeftClose size={18} aria-hidden /> : <PanelLeftOpen size={18} aria-hidden />}
          </button>
          <button type="button" className="ml-auto rounded-md p-1 text-slate-500 lg:hidden" onClick={onCloseMobile} aria-label="Close menu">
            <X size={18} aria-hidden />
          </button>
        </div>
        <nav aria-label="Main menu" className="flex-1 overflow-y-auto px-3 py-2">
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  to={item.href}
                  onClick={onCloseMobile}
                  className="flex items-center gap-3 rounded-lg px-4 py-2.5 text-soft-foreground hover:bg-accent"
                  activeProps={{ className: 'bg-brand-700 text-white shadow hover:bg-brand-700', 'aria-current': 'page' }}
                  title={item.title}
                >
                  <MenuIcon name={item.icon} className="shrink-0" />
                  <span className={cn('whitespace-nowrap transition-opacity', expanded ? 'opacity-100' : 'opacity-0')}>{item.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
    </>
  )
}
