import { PageHeader } from '@/components/ui/card'
import { effectiveRole, useUserData } from '@/lib/session/session'
import { useOnline } from '@/lib/use-online'
import { BalanceSummary } from './balance-summary'
import { BankAccountsCard } from './bank-accounts-card'
import { FundCard } from './fund-card'
import { usePulled, useUserNames, useWalletBalance, useWalletBanks, useWalletEntries, useWalletTransactions } from './hooks'
import { TransactionsCard } from './transactions-card'
import { WithdrawCard } from './withdraw-card'

/**
 * The Transaction screen: balances, funding, bank accounts, withdrawals and the transaction list.
 * Payers (artists, brands) fund first; a creator earns, so their screen leads with what they can
 * withdraw and what they earned, and keeps funding folded away below.
 */
export function WalletScreen() {
  const user = useUserData()
  const role = effectiveRole(user)
  const admin = role === 'admin'
  const earner = role === 'tiktoker'
  const online = useOnline()
  const balance = useWalletBalance()
  const banks = useWalletBanks()
  const transactions = useWalletTransactions()
  const entries = useWalletEntries() ?? []
  const pulled = usePulled()
  const userNames = useUserNames(admin)
  const currency = balance?.currency ?? null

  const fund = <FundCard currency={currency} entries={entries} />
  const withdraw = <WithdrawCard currency={currency} available={balance?.available ?? 0} banks={banks} entries={entries} />
  const bankAccounts = <BankAccountsCard banks={banks} pulled={pulled?.banks ?? false} online={online} />
  const list = <TransactionsCard rows={transactions} currency={currency} pulled={pulled?.transactions ?? false} online={online} admin={admin} userNames={userNames} earner={earner} />
  if (earner) {
    return (
      <>
        <PageHeader title="Transaction" description="What you can withdraw, and what you earned." />
        <div className="grid grid-cols-1 gap-6">
          <BalanceSummary balance={balance} online={online} earner />
          <div className="grid gap-6 lg:grid-cols-2">
            {withdraw}
            {bankAccounts}
          </div>
          {list}
          <details className="rounded-xl border border-border bg-card" data-testid="fund-folded">
            <summary className="cursor-pointer p-4 font-medium text-foreground">Add money to your wallet</summary>
            <div className="p-2 pt-0">{fund}</div>
          </details>
        </div>
      </>
    )
  }
  return (
    <>
      <PageHeader title="Transaction" description="Your wallet, bank accounts and transactions." />
      <div className="grid grid-cols-1 gap-6">
        <BalanceSummary balance={balance} online={online} />
        <div className="grid gap-6 lg:grid-cols-3">
          {fund}
          {withdraw}
          {bankAccounts}
        </div>
        {list}
      </div>
    </>
  )
}
