import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/_portal/brandrequests')({
  component: BrandRequestsPage,
})

function BrandRequestsPage() {
  return (
    <RoleGate roles={['tiktoker', 'admin']}>
      <ScreenPlaceholder title="Brand Requests" description="Advert requests from brands that you can fulfil." />
    </RoleGate>
  )
}
