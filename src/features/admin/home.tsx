import { Link } from '@tanstack/react-router'
import { SectionCard } from '@/components/ui/section-card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatMoney } from '@/lib/portal/format'
import { useWalletBalance } from '@/lib/portal/wallet-balance'
import { roleName } from './badges'
import { useAdminTotals, usePulled } from './hooks'
import { StatTile } from './stat-tile'

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

const linkClass = 'text-primary underline-offset-2 hover:underline'

/** The admin's home: platform totals (users by role, work waiting, sounds, money), offline too. */
export function AdminHome() {
  const totals = useAdminTotals()
  const pulled = usePulled('admin.totals')
  const currency = useWalletBalance()?.currency ?? 'NGN'
  if (totals === undefined) return <Skeleton className="h-48" />
  if (totals === null) {
    return (
      <SectionCard title="Platform">
        <p className="text-sm text-muted-foreground">{pulled ? 'No totals yet.' : 'The platform totals have not been downloaded to this device yet. Connect to load them.'}</p>
      </SectionCard>
    )
  }
  const money = (v: number) => formatMoney(v, currency)
  const { users, marketplace: m } = totals
  return (
    <div className="grid grid-cols-1 gap-6" data-testid="admin-home">
      <SectionCard title="Waiting for you">
        <ul className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          <li>
            <Link to="/Manage/User/Admin" className={linkClass}>
              {plural(users.byApprovalStatus.pending, 'account')} to approve
            </Link>
          </li>
          <li>
            <Link to="/Manage/adminverificationsusers" className={linkClass}>
              {plural(totals.pendingFollowerVerifications, 'follower verification')}
            </Link>
          </li>
          <li>
            <Link to="/Manage/User/Admin" className={linkClass}>
              {plural(totals.pendingBrandApplications, 'brand application')}
            </Link>
          </li>
        </ul>
      </SectionCard>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatTile label="Users" value={users.total} hint={`${users.byApprovalStatus.approved} approved · ${users.byApprovalStatus.rejected} rejected`} />
        <StatTile label="Live sounds" value={m.activeSounds} hint={`${totals.categories} categories`} />
        <StatTile label="Brand requests" value={m.activeRequests} />
        <StatTile label="Held slots" value={m.heldSlots} hint={`${m.pendingApprovals} uses to decide · ${m.approvedUses} approved`} />
        <StatTile label="In escrow" value={money(totals.money.escrow)} />
        <StatTile label="Fees earned" value={money(totals.money.fees)} />
        <StatTile label="Paid in" value={money(totals.money.funded)} hint={`${money(totals.money.paidOut)} paid out`} />
        <StatTile label="Owed to users" value={money(totals.money.available + totals.money.pendingPayout + totals.money.onHold)} hint={`${money(totals.money.pendingPayout)} being paid out, ${money(totals.money.onHold)} on hold`} />
      </div>
      <SectionCard title="Users by role">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {Object.entries(users.byRole).map(([role, n]) => (
            <li key={role}>
              <span className="text-muted-foreground">{roleName(role)}:</span> <span className="font-semibold text-foreground">{n}</span>
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  )
}
