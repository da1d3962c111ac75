import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/_portal/Manage/adminverificationsusers')({
  component: CreatorVerificationPage,
})

function CreatorVerificationPage() {
  return (
    <RoleGate roles={['admin']}>
      <ScreenPlaceholder title="Verification (Tiktokers)" description="Creators waiting for follower verification." />
    </RoleGate>
  )
}
