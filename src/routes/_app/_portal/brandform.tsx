import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/_portal/brandform')({
  component: DuetAdPage,
})

function DuetAdPage() {
  return (
    <RoleGate roles={['brand']}>
      <ScreenPlaceholder title="Duet Ad Video" description="Ask creators to duet your advert video." />
    </RoleGate>
  )
}
