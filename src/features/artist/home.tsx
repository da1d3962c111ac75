import { Link } from '@tanstack/react-router'
import { CheckCircle2, Clock, MousePointerClick, PiggyBank, Wallet, Wallet2 } from 'lucide-react'
import { lazy, type ReactNode } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { Checklist } from '@/components/ui/checklist'
import { LazyChart } from '@/components/ui/lazy-chart'
import { Skeleton } from '@/components/ui/skeleton'
import { firstSteps } from '@/lib/portal/first-steps'
import { formatMoney } from '@/lib/portal/format'
import { useWalletBalance } from '@/lib/portal/wallet-balance'
import { useUserData } from '@/lib/session/session'
import { useOnline } from '@/lib/use-online'
import { useArtistDashboard, useMySounds, usePulled } from './hooks'

function Tile({ icon, label, value, note, testId }: { icon: ReactNode; label: string; value: string; note?: string; testId?: string }) {
  return (
    <Card className="flex h-full flex-col items-start gap-2 p-3 sm:flex-row sm:gap-3 sm:p-4" data-testid={testId}>
      <span className="rounded-lg bg-primary-soft/50 p-2 text-primary" aria-hidden>
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-lg font-semibold break-words text-foreground tabular-nums sm:text-xl">{value}</p>
        {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      </div>
    </Card>
  )
}

const UsesChart = lazy(() => import('./uses-chart').then((m) => ({ default: m.UsesChart })))

/** The artist's home: spend, uses, clicks, pending approvals and balances, with the last 30 days charted. */
export function ArtistHome() {
  const dashboard = useArtistDashboard()
  const wallet = useWalletBalance()
  const pulled = usePulled('artist.dashboard')
  const online = useOnline()
  const currency = wallet?.currency ?? 'NGN'
  const money = (n: number) => formatMoney(n, currency)
  const user = useUserData()
  const sounds = useMySounds()
  const steps = sounds && wallet !== undefined ? firstSteps(user, { started: sounds.length > 0, funded: (wallet?.available ?? 0) + (wallet?.escrow ?? 0) > 0 }) : undefined
  const checklist = <Checklist items={steps} />

  // The figures wait for the first-steps list too (both are reads on this device), so the list
  // never appears above figures already on screen and pushes them down.
  if (dashboard === undefined || steps === undefined) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading your dashboard">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    )
  }
  if (dashboard === null) {
    return (
      <div className="flex flex-col gap-4">
        {checklist}
        <Card>
          <CardTitle>Your campaigns</CardTitle>
          <CardDescription className="mt-1">
            {pulled === false && !online ? 'Your dashboard has not been loaded on this device yet; connect to the internet once and it shows here, also offline.' : 'Loading your dashboard…'}
          </CardDescription>
        </Card>
      </div>
    )
  }

  const t = dashboard.totals
  const daily = dashboard.daily.map((d) => ({ ...d, day: d.day.slice(5) }))
  return (
    <div className="flex flex-col gap-4" data-testid="artist-home">
      {checklist}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
        <Tile icon={<PiggyBank size={20} />} label="Campaign spend (30 days)" value={money(t.spend)} note={`${t.activeCampaigns} active ${t.activeCampaigns === 1 ? 'campaign' : 'campaigns'}`} testId="home-spend" />
        <Tile icon={<CheckCircle2 size={20} />} label="Uses approved" value={String(t.uses.approved)} note={`${t.uses.rejected} rejected`} />
        <Tile icon={<Clock size={20} />} label="Pending approvals" value={String(t.uses.pending)} note={`${money(t.pendingAmount)} waiting for your decision`} testId="home-pending" />
        <Tile icon={<MousePointerClick size={20} />} label="Clicks" value={String(t.clicks)} />
        <Link to="/transactions" className="block rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600" data-testid="home-balance">
          <Tile icon={<Wallet size={20} />} label="Available balance" value={wallet ? money(wallet.available) : '—'} note={wallet ? 'Open wallet' : 'Not loaded yet'} />
        </Link>
        <Tile icon={<Wallet2 size={20} />} label="In escrow for your campaigns" value={money(t.escrowRemaining)} />
      </div>
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <CardTitle>Uses per day</CardTitle>
            <CardDescription>
              {dashboard.range.from} to {dashboard.range.to}
            </CardDescription>
          </div>
          {t.uses.pending > 0 ? (
            <Link to="/manage/verifications" className={buttonVariants({ size: 'sm' })}>
              Verify {t.uses.pending} {t.uses.pending === 1 ? 'use' : 'uses'}
            </Link>
          ) : null}
        </div>
        <figure className="mt-4 h-64 text-muted-foreground" aria-label={`Videos submitted and approved per day, ${t.uses.approved} approved in total`}>
          <LazyChart whenSeen>
            <UsesChart daily={daily} />
          </LazyChart>
        </figure>
      </Card>
    </div>
  )
}
