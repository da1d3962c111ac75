import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/ui/card'
import { RequestBoard } from '@/features/brand/request-board'
import { RoleGate } from '@/features/shell/role-gate'

export const Route = createFileRoute('/_app/_portal/brandrequests')({
  component: BrandRequestsPage,
})

function BrandRequestsPage() {
  return (
    <RoleGate roles={['tiktoker', 'admin']}>
      <PageHeader title="Brand Requests" description="Advert requests from brands that you can fulfil." />
      <RequestBoard />
    </RoleGate>
  )
}
