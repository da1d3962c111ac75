import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/_portal/Manage/soundslist')({
  component: SoundsListPage,
})

function SoundsListPage() {
  return (
    <RoleGate roles={['artist', 'tiktoker']}>
      <ScreenPlaceholder title="Sounds List" description="Sounds open for creators, with free slots." />
    </RoleGate>
  )
}
