import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/_portal/account')({
  component: ProfilePage,
})

function ProfilePage() {
  return (
    <RoleGate roles={['artist', 'tiktoker', 'brand', 'admin']}>
      <ScreenPlaceholder title="Profile" description="Your details, social profile and verification." />
    </RoleGate>
  )
}
