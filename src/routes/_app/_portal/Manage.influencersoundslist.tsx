import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/_portal/Manage/influencersoundslist')({
  component: InfluencerSoundsPage,
})

function InfluencerSoundsPage() {
  return (
    <RoleGate roles={['tiktoker']}>
      <ScreenPlaceholder title="Influencers Sounds" description="Sounds open to influencers, with several links per slot." />
    </RoleGate>
  )
}
