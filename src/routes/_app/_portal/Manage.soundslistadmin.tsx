import { createFileRoute } from '@tanstack/react-router'
import { LockingScreen } from '@/features/admin/locking-screen'
import { RoleGate } from '@/features/shell/role-gate'

export const Route = createFileRoute('/_app/_portal/Manage/soundslistadmin')({
  component: SoundsListAdminPage,
})

function SoundsListAdminPage() {
  return (
    <RoleGate roles={['admin']}>
      <LockingScreen />
    </RoleGate>
  )
}
