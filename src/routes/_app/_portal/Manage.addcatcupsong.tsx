import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/_portal/Manage/addcatcupsong')({
  component: AddCapcutSoundPage,
})

function AddCapcutSoundPage() {
  return (
    <RoleGate roles={['artist']}>
      <ScreenPlaceholder title="Add CapCut Sound" description="List a sound with a CapCut template link." />
    </RoleGate>
  )
}
