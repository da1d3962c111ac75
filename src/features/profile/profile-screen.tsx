import { PageHeader } from '@/components/ui/card'
import { effectiveRole } from '@/lib/session/session'
import { applyBrandWrite, followerVerificationWrite } from '@/lib/sync/portal/account'
import { CreatorRequests } from './creator-requests'
import { useMyProfile } from './hooks'
import { ProfileDetails } from './profile-details'

/** The Profile screen: the account as last synced, and a creator's requests (usable offline). */
export function ProfileScreen() {
  const profile = useMyProfile()
  if (!profile) return null
  const creator = effectiveRole(profile.user) === 'tiktoker'
  return (
    <>
      <PageHeader title="Profile" description="Your details, social profile and verification." />
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileDetails user={profile.user} />
        {creator ? (
          <CreatorRequests user={profile.user} pendingVerification={profile.pending[followerVerificationWrite.name]} pendingBrand={profile.pending[applyBrandWrite.name]} />
        ) : null}
      </div>
    </>
  )
}
