import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { ScreenPlaceholder } from '@/features/shell/screen-placeholder'

export const Route = createFileRoute('/_app/_portal/transactions')({
  component: TransactionsPage,
})

function TransactionsPage() {
  return (
    <RoleGate roles={['artist', 'tiktoker', 'brand', 'admin']}>
      <ScreenPlaceholder title="Transaction" description="Your wallet, bank accounts and transactions." />
    </RoleGate>
  )
}
