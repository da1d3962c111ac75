import { createFileRoute } from '@tanstack/react-router'
import { InfluencerScreen } from '@/features/creator/influencer-screen'
import { RoleGate } from '@/features/shell/role-gate'

export const Route = createFileRoute('/_app/_portal/Manage/influencersoundslist')({
  component: InfluencerSoundsPage,
})

function InfluencerSoundsPage() {
  return (
    <RoleGate roles={['tiktoker']}>
      <InfluencerScreen />
    </RoleGate>
  )
}
