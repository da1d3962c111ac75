import { createFileRoute } from '@tanstack/react-router'
import { CapcutScreen } from '@/features/creator/capcut-screen'
import { RoleGate } from '@/features/shell/role-gate'

export const Route = createFileRoute('/_app/_portal/Manage/catcupsoundslist')({
  component: CapcutSoundsPage,
})

function CapcutSoundsPage() {
  return (
    <RoleGate roles={['tiktoker']}>
      <CapcutScreen />
    </RoleGate>
  )
}
