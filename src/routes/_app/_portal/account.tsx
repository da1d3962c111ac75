import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordForm } from '@/features/auth/change-password-form'
import { ProfileScreen } from '@/features/profile/profile-screen'
import { RoleGate } from '@/features/shell/role-gate'

export const Route = createFileRoute('/_app/_portal/account')({
  component: ProfilePage,
})

function ProfilePage() {
  return (
    <RoleGate roles={['artist', 'tiktoker', 'brand', 'admin']}>
      <ProfileScreen passwordForm={<ChangePasswordForm />} />
    </RoleGate>
  )
}
