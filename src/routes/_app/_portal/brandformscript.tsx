import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/_portal/brandformscript')({
  component: ScriptAdPage,
})

function ScriptAdPage() {
  return (
    <RoleGate roles={['brand']}>
      <ScreenPlaceholder title="Make Ad Video" description="Ask creators to film your script." />
    </RoleGate>
  )
}
