import { createFileRoute } from '@tanstack/react-router'
import { StatsScreen } from '@/features/admin/stats-screen'
import { RoleGate } from '@/features/shell/role-gate'

export const Route = createFileRoute('/_app/_portal/admin/stats')({
  component: StatsPage,
})

function StatsPage() {
  return (
    <RoleGate roles={['admin']}>
      <StatsScreen />
    </RoleGate>
  )
}
