import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/ui/card'
import { MySongs } from '@/features/artist/my-songs'
import { RoleGate } from '@/features/shell/role-gate'

export const Route = createFileRoute('/_app/_portal/manage/artistmusic')({
  component: MySongsPage,
})

function MySongsPage() {
  return (
    <RoleGate roles={['artist']}>
      <PageHeader title="My Songs" description="Your sounds, their slots, uses and clicks." />
      <MySongs />
    </RoleGate>
  )
}
