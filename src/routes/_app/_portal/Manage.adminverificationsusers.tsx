import { createFileRoute } from '@tanstack/react-router'
import { VerificationScreen } from '@/features/admin/verification-screen'
import { RoleGate } from '@/features/shell/role-gate'

export const Route = createFileRoute('/_app/_portal/Manage/adminverificationsusers')({
  component: VerificationsPage,
})

function VerificationsPage() {
  return (
    <RoleGate roles={['admin']}>
      <VerificationScreen />
    </RoleGate>
  )
}
