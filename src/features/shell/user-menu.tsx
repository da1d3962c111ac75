import { Link, useNavigate } from '@tanstack/react-router'
import { LogOut, User, Wallet } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { Button } from '@/components/ui/button'
import { clearSession, effectiveRole, useUserData } from '@/lib/session/session'

const itemClass = 'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800'

export function UserMenu() {
  const user = useUserData()
  const navigate = useNavigate()
  if (!user) {
    return (
      <Button asChild size="sm">
        <Link to="/login">Sign in</Link>
      </Button>
    )
  }
  const name = typeof user.fullName === 'string' && user.fullName ? user.fullName : (user.email ?? 'Account')
  const initials = name.split(/\s+/).map((p) => p[0]?.toUpperCase() ?? '').slice(0, 2).join('')
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button type="button" className="flex items-center gap-3 rounded-full p-1 pr-3 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label={`Account menu for ${name}`}>
          <span aria-hidden className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">{initials || '?'}</span>
          <span className="hidden text-left leading-tight sm:block">
            <span className="block text-sm font-medium">{name}</span>
            <span className="block text-xs text-slate-500 capitalize dark:text-slate-400">{effectiveRole(user) ?? ''}</span>
          </span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-48 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate({ to: '/account' })}>
            <User size={16} aria-hidden /> Profile
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate({ to: '/transactions' })}>
            <Wallet size={16} aria-hidden /> Wallet and transactions
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => {
              clearSession()
              void navigate({ to: '/login' })
            }}
          >
            <LogOut size={16} aria-hidden /> Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
