import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/ui/card'
import { RoleGate } from '@/features/shell/role-gate'
import { SoundForm } from '@/features/song-upload/sound-form'

export const Route = createFileRoute('/_app/_portal/Manage/addsong')({
  component: AddSongPage,
})

function AddSongPage() {
  return (
    <RoleGate roles={['artist']}>
      <PageHeader title="Add Song" description="Upload a sound and fund a campaign for it." />
      <SoundForm kind="normal" />
    </RoleGate>
  )
}
