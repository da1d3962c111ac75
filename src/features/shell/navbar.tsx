import { Menu, Moon, Sun, Wifi, WifiOff } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { setTheme, useTheme } from '@/lib/theme'
import { useOnline } from '@/lib/use-online'
import { UserMenu } from './user-menu'

function ConnectionStatus() {
  const online = useOnline()
  return (
    <span
      role="status"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-xs font-medium sm:px-3',
        online ? 'bg-success-soft/50 text-success' : 'bg-warning-soft text-warning-soft-foreground',
      )}
    >
      {online ? <Wifi size={14} aria-hidden /> : <WifiOff size={14} aria-hidden />}
      {/* Online is the usual state: phones show its icon only (the word is still announced). Offline is always spelled out. */}
      <span className={online ? 'sr-only sm:not-sr-only' : undefined}>{online ? 'Online' : 'Offline'}</span>
    </span>
  )
}

/** The floating bar above every page. */
export function Navbar({ onOpenMenu, start, end }: { onOpenMenu?: () => void; start?: ReactNode; end?: ReactNode }) {
  const theme = useTheme()
  return (
    <header className="sticky top-0 z-20 px-4 pt-4">
      <div className="flex h-16 items-center gap-2 rounded-xl bg-card/90 px-3 shadow-md ring-1 ring-border backdrop-blur">
        {onOpenMenu ? (
          <Button variant="ghost" size="icon" className="lg:hidden" onClick={onOpenMenu} aria-label="Open menu">
            <Menu aria-hidden size={20} />
          </Button>
        ) : null}
        {start ? <div className="flex min-w-0 items-center gap-1">{start}</div> : null}
        <div className="ml-auto flex items-center gap-2">
          {end}
          <ConnectionStatus />
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
            aria-label={theme === 'dark' ? 'Use light theme' : 'Use dark theme'}
          >
            {theme === 'dark' ? <Sun aria-hidden size={20} /> : <Moon aria-hidden size={20} />}
          </Button>
          <UserMenu />
        </div>
      </div>
    </header>
  )
}
