import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/ui/card'
import { RoleGate } from '@/features/shell/role-gate'
import { SoundForm } from '@/features/song-upload/sound-form'

export const Route = createFileRoute('/_app/_portal/Manage/addcatcupsong')({
  component: AddCapcutSoundPage,
})

function AddCapcutSoundPage() {
  return (
    <RoleGate roles={['artist']}>
      <PageHeader title="Add CapCut Sound" description="List a sound with a CapCut template link; creators are paid per click." />
      <SoundForm kind="video_app" />
    </RoleGate>
  )
}
