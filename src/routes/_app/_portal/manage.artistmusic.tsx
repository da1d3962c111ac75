import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/_portal/manage/artistmusic')({
  component: MySongsPage,
})

function MySongsPage() {
  return (
    <RoleGate roles={['artist']}>
      <ScreenPlaceholder title="My Songs" description="Your sounds, their slots, uses and clicks." />
    </RoleGate>
  )
}
