import { Link } from '@tanstack/react-router'
import { lazy, Suspense, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card, PageHeader } from '@/components/ui/card'
import { effectiveRole, useUserData } from '@/lib/session/session'

// Only a declined account needs it, and it reads the device's database, which the first screen
// (Home is in the first chunk) does not load.
const SupportContact = lazy(() => import('./support-contact'))

/**
 * Home: a welcome for visitors; for a signed-in user, their role's dashboard (`dashboardFor` gives
 * it, loaded after the shell), or a plain home for roles without one.
 */
export function HomeScreen({ dashboardFor }: { dashboardFor?: (role: string | null) => ReactNode }) {
  const user = useUserData()
  if (!user?.accessToken) {
    return (
      <>
        <PageHeader title="Home" description="Promote your sounds with short-video creators, or earn from the sounds you use." />
        <Card className="max-w-2xl">
          <h2 className="text-lg font-semibold text-foreground">Welcome to Sound Portal</h2>
          <p className="mt-2 text-muted-foreground">
            Artists fund campaigns for their sounds. Creators hold a slot, post a video with the sound and are paid for each approved use. Brands
            ask creators for advert videos.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/login">Sign in</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/register">Create an account</Link>
            </Button>
          </div>
        </Card>
      </>
    )
  }
  const name = typeof user.fullName === 'string' && user.fullName ? user.fullName : 'there'
  const dashboard = dashboardFor?.(effectiveRole(user)) ?? null
  return (
    <>
      <PageHeader title="Home" description={`Welcome back, ${name}.`} />
      <PendingApproval status={user.approvalStatus} role={effectiveRole(user)} />
      {dashboard ?? (
        <Card>
          <p className="text-muted-foreground">Use the menu to reach your screens: your profile, and your wallet where your role has one.</p>
        </Card>
      )}
    </>
  )
}

/** What an account may do once approved, in its own role's words. */
const ONCE_APPROVED: Record<string, string> = {
  tiktoker: 'holding slots and submitting videos open once your account is approved',
  artist: 'adding songs and funding campaigns open once your account is approved',
  musician: 'adding songs and funding campaigns open once your account is approved',
  brand: 'adding money and creating advert requests open once your account is approved',
}

/** New accounts wait for an admin; a rejected one is told so plainly, and what it still can do. */
function PendingApproval({ status, role }: { status: unknown; role: string | null }) {
  if (status !== 'pending' && status !== 'rejected') return null
  const pending = status === 'pending'
  return (
    <div role="status" className={`mb-6 rounded-xl p-4 ring-1 ${pending ? 'bg-warning-soft/50 text-warning-soft-foreground ring-warning/30' : 'bg-destructive-soft/50 text-destructive-soft-foreground ring-destructive/30'}`}>
      <p className="font-medium">{pending ? 'Your account is waiting for approval' : 'Your account was not approved'}</p>
      <p className="mt-1 text-sm">
        {pending
          ? `An admin checks every new account. You can look around now; ${ONCE_APPROVED[role ?? ''] ?? 'taking part in campaigns opens once your account is approved'}.`
          : 'An admin declined this account, so it cannot take part in campaigns. Any money in your wallet can still be withdrawn.'}
      </p>
      {pending ? null : (
        <Suspense fallback={null}>
          <SupportContact />
        </Suspense>
      )}
    </div>
  )
}
