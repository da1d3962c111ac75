import { createFileRoute } from '@tanstack/react-router'
import { SoundsListScreen } from '@/features/creator/sounds-list-screen'
import { RoleGate } from '@/features/shell/role-gate'

export const Route = createFileRoute('/_app/_portal/Manage/soundslist')({
  component: SoundsListPage,
})

function SoundsListPage() {
  return (
    <RoleGate roles={['artist', 'tiktoker']}>
      <SoundsListScreen />
    </RoleGate>
  )
}
