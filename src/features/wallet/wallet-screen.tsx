import { PageHeader } from '@/components/ui/card'
import { effectiveRole, useUserData } from '@/lib/session/session'
import { useOnline } from '@/lib/use-online'
import { BalanceSummary } from './balance-summary'
import { BankAccountsCard } from './bank-accounts-card'
import { FundCard } from './fund-card'
import { usePulled, useUserNames, useWalletBalance, useWalletBanks, useWalletEntries, useWalletTransactions } from './hooks'
import { TransactionsCard } from './transactions-card'
import { WithdrawCard } from './withdraw-card'

/** The Transaction screen: balances, funding, bank accounts, withdrawals and the transaction list. */
export function WalletScreen() {
  const user = useUserData()
  const admin = effectiveRole(user) === 'admin'
  const online = useOnline()
  const balance = useWalletBalance()
  const banks = useWalletBanks()
  const transactions = useWalletTransactions()
  const entries = useWalletEntries() ?? []
  const pulled = usePulled()
  const userNames = useUserNames(admin)
  const currency = balance?.currency ?? null

  return (
    <>
      <PageHeader title="Transaction" description="Your wallet, bank accounts and transactions." />
      <div className="grid grid-cols-1 gap-6">
        <BalanceSummary balance={balance} online={online} />
        <div className="grid gap-6 lg:grid-cols-3">
          <FundCard currency={currency} entries={entries} />
          <WithdrawCard currency={currency} available={balance?.available ?? 0} banks={banks} entries={entries} />
          <BankAccountsCard banks={banks} pulled={pulled?.banks ?? false} online={online} />
        </div>
        <TransactionsCard rows={transactions} currency={currency} pulled={pulled?.transactions ?? false} online={online} admin={admin} userNames={userNames} />
      </div>
    </>
  )
}
