import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/ui/card'
import { MyAdverts } from '@/features/brand/my-adverts'
import { RoleGate } from '@/features/shell/role-gate'

export const Route = createFileRoute('/_app/_portal/mybrandrequests')({
  component: MyAdvertsPage,
})

function MyAdvertsPage() {
  return (
    <RoleGate roles={['brand']}>
      <PageHeader title="My Adverts" description="Your advert requests and the videos submitted for them." />
      <MyAdverts />
    </RoleGate>
  )
}
