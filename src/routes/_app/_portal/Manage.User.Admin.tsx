import { createFileRoute } from '@tanstack/react-router'
import { UsersScreen } from '@/features/admin/users-screen'
import { RoleGate } from '@/features/shell/role-gate'

export const Route = createFileRoute('/_app/_portal/Manage/User/Admin')({
  component: UsersAdminPage,
})

function UsersAdminPage() {
  return (
    <RoleGate roles={['admin']}>
      <UsersScreen />
    </RoleGate>
  )
}
