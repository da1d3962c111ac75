import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { Checklist } from '@/components/ui/checklist'
import { Skeleton } from '@/components/ui/skeleton'
import { firstSteps } from '@/lib/portal/first-steps'
import { formatMoney } from '@/lib/portal/format'
import { useWalletBalance } from '@/lib/portal/wallet-balance'
import { useUserData } from '@/lib/session/session'
import { useRequests } from './hooks'
import { PendingBadge, SlotSummary, Stat, TypeBadge } from './parts'

const SHOWN = 5

/** The brand's dashboard on Home: balance, and each request's progress. */
export function BrandHome() {
  const balance = useWalletBalance()
  const requests = useRequests()
  const waiting = requests?.reduce((n, r) => n + r.pendingApprovals, 0) ?? 0
  const used = requests?.reduce((n, r) => n + r.slots.used, 0) ?? 0
  const total = requests?.reduce((n, r) => n + r.slots.total, 0) ?? 0
  const user = useUserData()
  const steps = requests && balance !== undefined ? firstSteps(user, { started: requests.length > 0, funded: (balance?.available ?? 0) + (balance?.escrow ?? 0) > 0 }) : undefined

  return (
    <div className="grid gap-6" data-testid="brand-home">
      <Checklist items={steps} />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Link to="/transactions" className="block rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600" data-testid="home-balance">
          <Card className="h-full p-5 hover:ring-brand-300">
            <dl>
              <Stat label="Available" value={balance ? formatMoney(balance.available, balance.currency) : balance === undefined ? '…' : 'Not loaded yet'} testId="home-available" />
            </dl>
            <p className="mt-1 text-xs font-medium text-primary">Open wallet</p>
          </Card>
        </Link>
        <Card className="p-5">
          <dl>
            <Stat label="Held for your adverts" value={balance ? formatMoney(balance.escrow, balance.currency) : '—'} />
          </dl>
        </Card>
        <Card className="p-5">
          <dl>
            <Stat label="Videos delivered" value={requests ? `${used} of ${total}` : '…'} />
          </dl>
        </Card>
        <Card className="p-5">
          <dl>
            <Stat label="Waiting for your decision" value={requests ? waiting : '…'} testId="home-waiting" />
          </dl>
        </Card>
      </div>
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle>Your adverts</CardTitle>
            <CardDescription>Slots used of total, and videos waiting for your decision.</CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link to="/brandform">New duet ad</Link>
            </Button>
            <Button asChild size="sm" variant="secondary">
              <Link to="/brandformscript">New script ad</Link>
            </Button>
          </div>
        </div>
        {requests === undefined ? (
          <Skeleton className="mt-4 h-24" />
        ) : requests.length === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground">No adverts yet. Create one and creators start on it straight away.</p>
        ) : (
          <ul className="mt-4 divide-y divide-border">
            {requests.slice(0, SHOWN).map((r) => (
              <li key={r.id} className="grid gap-2 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 truncate font-medium text-foreground">{r.title}</span>
                  <TypeBadge type={r.type} />
                  <PendingBadge pending={r._pending} />
                  {r.pendingApprovals > 0 ? (
                    <Link to="/manage/verifications" className="text-sm font-medium text-primary underline">
                      {r.pendingApprovals} to review
                    </Link>
                  ) : null}
                </div>
                <SlotSummary request={r} id={`home-slots-${r.id}`} />
              </li>
            ))}
          </ul>
        )}
        {requests && requests.length > 0 ? (
          <p className="mt-2">
            <Link to="/mybrandrequests" className="text-sm font-medium text-primary underline">
              All {requests.length} in My Adverts
            </Link>
          </p>
        ) : null}
      </Card>
    </div>
  )
}
