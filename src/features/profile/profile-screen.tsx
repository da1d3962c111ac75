import type { ReactNode } from 'react'
import { Card, CardDescription, CardTitle, PageHeader } from '@/components/ui/card'
import { effectiveRole } from '@/lib/session/session'
import { PROFILE_KIND } from './kinds'
import { CreatorRequests } from './creator-requests'
import { useMyProfile } from './hooks'
import { ProfileDetails } from './profile-details'
import { ProfileForm } from './profile-form'
import { PushCard } from './push-card'

/**
 * The Profile screen: the account as last synced, a creator's requests (usable offline), and the
 * password change the route passes in (`passwordForm`: it belongs to the sign-in feature).
 */
export function ProfileScreen({ passwordForm }: { passwordForm?: ReactNode }) {
  const profile = useMyProfile()
  if (!profile) return null
  const creator = effectiveRole(profile.user) === 'tiktoker'
  return (
    <>
      <PageHeader title="Profile" description="Your details, social profile and verification." />
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileDetails user={profile.user} />
        <ProfileForm user={profile.user} pending={profile.pending[PROFILE_KIND.updateProfile]} />
        {creator ? (
          <CreatorRequests user={profile.user} pendingVerification={profile.pending[PROFILE_KIND.followerVerification]} pendingBrand={profile.pending[PROFILE_KIND.applyBrand]} />
        ) : null}
        {passwordForm ? (
          <Card id="password" aria-labelledby="password-title" className="scroll-mt-24">
            <CardTitle id="password-title">Password</CardTitle>
            <CardDescription>Changing it signs you out on your other devices. Needs a connection.</CardDescription>
            <div className="mt-4">{passwordForm}</div>
          </Card>
        ) : null}
        <PushCard />
      </div>
    </>
  )
}
