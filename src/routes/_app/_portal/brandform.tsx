import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/ui/card'
import { RequestForm } from '@/features/brand/request-form'
import { RoleGate } from '@/features/shell/role-gate'

export const Route = createFileRoute('/_app/_portal/brandform')({
  component: DuetAdPage,
})

function DuetAdPage() {
  return (
    <RoleGate roles={['brand']}>
      <PageHeader title="Duet Ad Video" description="Ask creators to duet your advert video." />
      <RequestForm type="duet" />
    </RoleGate>
  )
}
