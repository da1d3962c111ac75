import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Card, PageHeader } from '@/components/ui/card'
import { effectiveRole, useUserData } from '@/lib/session/session'
import { normaliseRole } from './menu'

const ROLE_NAMES: Record<string, string> = { artist: 'artist', tiktoker: 'creator', brand: 'brand', admin: 'admin' }

/**
 * Shows the screen only to the roles it is for. A convenience: the server enforces every rule
 * itself.
 */
export function RoleGate({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  const user = useUserData()
  const role = normaliseRole(effectiveRole(user))
  if (role && roles.includes(role)) return children
  const names = roles.map((r) => ROLE_NAMES[r] ?? r).join(', ')
  return (
    <>
      <PageHeader title="Not available for your account" />
      <Card>
        <p>This screen is for {names} accounts.</p>
        <p className="mt-4">
          <Link to="/Home" className="font-medium text-primary underline">
            Back to Home
          </Link>
        </p>
      </Card>
    </>
  )
}
