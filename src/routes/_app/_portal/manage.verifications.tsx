import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/ui/card'
import { Verifications } from '@/features/artist/verifications'
import { RoleGate } from '@/features/shell/role-gate'

export const Route = createFileRoute('/_app/_portal/manage/verifications')({
  component: VerificationsPage,
})

function VerificationsPage() {
  return (
    <RoleGate roles={['artist', 'brand', 'admin']}>
      <PageHeader title="Verifications" description="Videos waiting for your approval." />
      <Verifications />
    </RoleGate>
  )
}
