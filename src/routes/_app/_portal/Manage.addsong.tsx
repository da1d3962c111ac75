import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/_portal/Manage/addsong')({
  component: AddSongPage,
})

function AddSongPage() {
  return (
    <RoleGate roles={['artist']}>
      <ScreenPlaceholder title="Add Song" description="Upload a sound and fund a campaign for it." />
    </RoleGate>
  )
}
