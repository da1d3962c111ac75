import { createFileRoute } from '@tanstack/react-router'
import { RoleGate } from '@/features/shell/role-gate'
import { WalletScreen } from '@/features/wallet/wallet-screen'

export const Route = createFileRoute('/_app/_portal/transactions')({
  component: TransactionsPage,
})

function TransactionsPage() {
  return (
    <RoleGate roles={['artist', 'tiktoker', 'brand', 'admin']}>
      <WalletScreen />
    </RoleGate>
  )
}
