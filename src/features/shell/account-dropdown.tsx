import { useNavigate } from '@tanstack/react-router'
import { LogOut, User, Wallet } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { signOut } from '@/lib/session/sign-out'
import { AccountButton } from './account-button'

const itemClass = 'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-accent'

/** The account menu; loaded after the first paint (the menu primitives are sizeable). */
export default function AccountDropdown({ name, role }: { name: string; role: string }) {
  const navigate = useNavigate()
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <AccountButton name={name} role={role} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-48 rounded-lg bg-card p-1 shadow-lg ring-1 ring-border">
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate({ to: '/account' })}>
            <User size={16} aria-hidden /> Profile
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate({ to: '/transactions' })}>
            <Wallet size={16} aria-hidden /> Wallet and transactions
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => {
              signOut()
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
