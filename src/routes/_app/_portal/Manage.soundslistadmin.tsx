import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/_portal/Manage/soundslistadmin')({
  component: SoundsListAdminPage,
})

function SoundsListAdminPage() {
  return (
    <RoleGate roles={['admin']}>
      <ScreenPlaceholder title="Sounds List Admin" description="Sound campaigns and their slots, for admins." />
    </RoleGate>
  )
}
