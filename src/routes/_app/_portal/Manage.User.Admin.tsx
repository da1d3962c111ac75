import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/_portal/Manage/User/Admin')({
  component: UsersAdminPage,
})

function UsersAdminPage() {
  return (
    <RoleGate roles={['admin']}>
      <ScreenPlaceholder title="Users" description="Every account on the platform." />
    </RoleGate>
  )
}
