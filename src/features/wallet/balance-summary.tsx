import { ArrowDownToLine, Clock, Hourglass, Lock, Wallet } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import type { WalletBalanceRow } from '@/db/mirrors/market'
import { cn } from '@/lib/cn'
import { formatMoney } from '@/lib/portal/format'
import type { Overlaid } from '@/lib/sync/overlay'
import { PendingBadge } from './pending-badge'

/** Columns on wider screens for the number of tiles shown. */
const COLUMNS: Record<number, string> = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-2 xl:grid-cols-4' }

function Tile({ label, value, icon, note, testId }: { label: string; value: ReactNode; icon: ReactNode; note?: ReactNode; testId: string }) {
  return (
    <Card className="flex items-start gap-4 p-5" data-testid={testId}>
      <span aria-hidden className="rounded-lg bg-primary-soft/50 p-2.5 text-primary">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="mt-0.5 text-xl font-semibold text-foreground tabular-nums">{value}</p>
        {note ? <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">{note}</div> : null}
      </div>
    </Card>
  )
}

/**
 * Available, on hold (when there is some), in escrow and pending payout, with queued fundings and
 * withdrawals shown on top. An earner (a creator) sees what is available and on hold, and escrow
 * and payouts only when there are any.
 */
export function BalanceSummary({ balance, online, earner = false }: { balance: Overlaid<WalletBalanceRow & { pendingFunding?: number }> | null | undefined; online: boolean; earner?: boolean }) {
  if (balance === undefined) {
    return (
      <div className="grid gap-4 sm:grid-cols-3" aria-busy="true" aria-label="Loading balances">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-24 rounded-xl" />
        ))}
      </div>
    )
  }
  if (balance === null) {
    return (
      <Card>
        <p className="text-sm text-soft-foreground">
          {online ? 'Loading your balances…' : 'Your balances have not been loaded on this device yet. They will show once you are back online.'}
        </p>
      </Card>
    )
  }
  const money = (minor: number) => formatMoney(minor, balance.currency)
  const funding = balance.pendingFunding ?? 0
  // Rows mirrored before pay could be held have no onHold.
  const onHold = balance.onHold ?? 0
  const escrow = !earner || balance.escrow > 0
  const payout = !earner || balance.pendingPayout > 0
  const tiles = 1 + Number(onHold > 0) + Number(escrow) + Number(payout)
  return (
    <section aria-label="Balances" className={cn('grid gap-4', COLUMNS[tiles])}>
      <Tile
        testId="balance-available"
        label="Available"
        value={money(balance.available)}
        icon={<Wallet size={20} />}
        note={
          <>
            {funding > 0 ? <span>+{money(funding)} funding</span> : null}
            <PendingBadge pending={balance._pending} />
          </>
        }
      />
      {onHold > 0 ? (
        <Tile testId="balance-on-hold" label="On hold" value={money(onHold)} icon={<Hourglass size={20} />} note="Pay for approved videos, yours once each video has stayed up through its hold" />
      ) : null}
      {escrow ? <Tile testId="balance-escrow" label="In escrow" value={money(balance.escrow)} icon={<Lock size={20} />} note="Held for sounds and requests until they are used" /> : null}
      {payout ? <Tile testId="balance-pending-payout" label="Pending payout" value={money(balance.pendingPayout)} icon={balance.pendingPayout > 0 ? <Clock size={20} /> : <ArrowDownToLine size={20} />} note="On its way to your bank" /> : null}
    </section>
  )
}
