import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/_portal/admin/soundlist')({
  component: AdminSoundListPage,
})

function AdminSoundListPage() {
  return (
    <RoleGate roles={['admin']}>
      <ScreenPlaceholder title="Sound List" description="All sounds on the platform." />
    </RoleGate>
  )
}
