import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/_portal/admin/stats')({
  component: StatsPage,
})

function StatsPage() {
  return (
    <RoleGate roles={['admin']}>
      <ScreenPlaceholder title="Statics" description="Platform statistics over a date range." />
    </RoleGate>
  )
}
