import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { Button } from '@/components/ui/button'
import { effectiveRole, roleLabel, useUserData } from '@/lib/session/session'
import { AccountButton } from './account-button'

const AccountDropdown = lazy(() => import('./account-dropdown'))

export function UserMenu() {
  const user = useUserData()
  if (!user?.accessToken) {
    return (
      <Button asChild size="sm">
        <Link to="/login">Sign in</Link>
      </Button>
    )
  }
  const name = typeof user.fullName === 'string' && user.fullName ? user.fullName : (user.email ?? 'Account')
  const role = roleLabel(effectiveRole(user))
  return (
    <Suspense fallback={<AccountButton name={name} role={role} disabled />}>
      <AccountDropdown name={name} role={role} />
    </Suspense>
  )
}
