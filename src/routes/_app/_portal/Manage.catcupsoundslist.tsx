import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/_portal/Manage/catcupsoundslist')({
  component: CapcutSoundsPage,
})

function CapcutSoundsPage() {
  return (
    <RoleGate roles={['tiktoker']}>
      <ScreenPlaceholder title="CapCut Sounds List" description="Sounds with CapCut templates." />
    </RoleGate>
  )
}
