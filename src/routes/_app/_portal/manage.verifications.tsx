import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/_portal/manage/verifications')({
  component: VerificationsPage,
})

function VerificationsPage() {
  return (
    <RoleGate roles={['artist', 'brand', 'admin']}>
      <ScreenPlaceholder title="Verifications" description="Videos waiting for your approval." />
    </RoleGate>
  )
}
