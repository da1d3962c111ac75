import { Menu, Moon, Sun, Wifi, WifiOff } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { setTheme, useTheme } from '@/lib/theme'
import { useServerUnreachable } from '@/lib/sync/reachability'
import { useOnline } from '@/lib/use-online'
import { UserMenu } from './user-menu'

function ConnectionStatus() {
  const online = useOnline()
  // Online, but the server does not answer: the sync chips say so in place of a green "Online".
  if (useServerUnreachable()) return null
  return (
    <span
      role="status"
      // Offline is a chip (`data-chip`): on phones it takes the status row under the bar. Online is
      // the usual state: a phone keeps it for screen readers only; wider screens show it.
      {...(online ? {} : { 'data-chip': '' })}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium',
        online ? 'bg-success-soft/50 text-success max-sm:sr-only' : 'bg-warning-soft text-warning-soft-foreground',
      )}
    >
      {online ? <Wifi size={14} aria-hidden /> : <WifiOff size={14} aria-hidden />}
      <span>{online ? 'Online' : 'Offline'}</span>
    </span>
  )
}

/**
 * The floating bar above every page. `status` (the sync chips) sits with the connection state:
 * beside the bar's end on wider screens; on phones, whose bar is full with the menu, search,
 * shortcuts, bell, theme and account, in a row of its own under them, which shows only when
 * there is something to say (offline, changes waiting or refused, an upload).
 */
export function Navbar({ onOpenMenu, start, status, end }: { onOpenMenu?: () => void; start?: ReactNode; status?: ReactNode; end?: ReactNode }) {
  const theme = useTheme()
  return (
    <header className="sticky top-0 z-20 px-4 pt-4">
      <div className="flex flex-wrap items-center gap-x-2 rounded-xl bg-card/90 px-3 shadow-md ring-1 ring-border backdrop-blur">
        <div className="flex h-16 min-w-0 flex-1 items-center gap-2">
          {onOpenMenu ? (
            <Button variant="ghost" size="icon" className="lg:hidden" onClick={onOpenMenu} aria-label="Open menu">
              <Menu aria-hidden size={20} />
            </Button>
          ) : null}
          {start ? <div className="flex min-w-0 items-center gap-1">{start}</div> : null}
        </div>
        <div className="flex items-center gap-2 max-sm:order-last max-sm:w-full max-sm:flex-wrap max-sm:gap-y-2 max-sm:[&:has([data-chip])]:pb-3">
          {status}
          <ConnectionStatus />
        </div>
        <div className="flex h-16 items-center gap-2">
          {end}
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
