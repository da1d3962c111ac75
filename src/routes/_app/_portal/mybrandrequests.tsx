import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/_portal/mybrandrequests')({
  component: MyAdvertsPage,
})

function MyAdvertsPage() {
  return (
    <RoleGate roles={['brand']}>
      <ScreenPlaceholder title="My Adverts" description="Your advert requests and the videos submitted for them." />
    </RoleGate>
  )
}
