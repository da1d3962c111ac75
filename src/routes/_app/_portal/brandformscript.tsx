import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/ui/card'
import { RequestForm } from '@/features/brand/request-form'
import { RoleGate } from '@/features/shell/role-gate'

export const Route = createFileRoute('/_app/_portal/brandformscript')({
  component: MakeAdPage,
})

function MakeAdPage() {
  return (
    <RoleGate roles={['brand']}>
      <PageHeader title="Make Ad Video" description="Ask creators to film your script." />
      <RequestForm type="script" />
    </RoleGate>
  )
}
