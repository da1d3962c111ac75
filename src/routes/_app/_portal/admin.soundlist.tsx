import { createFileRoute } from '@tanstack/react-router'
import { SoundListScreen } from '@/features/admin/sound-list-screen'
import { RoleGate } from '@/features/shell/role-gate'

export const Route = createFileRoute('/_app/_portal/admin/soundlist')({
  component: SoundListPage,
})

function SoundListPage() {
  return (
    <RoleGate roles={['admin']}>
      <SoundListScreen />
    </RoleGate>
  )
}
