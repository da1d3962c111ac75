import { Link } from '@tanstack/react-router'
import { Clock } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Card, CardTitle } from '@/components/ui/card'
import { Checklist } from '@/components/ui/checklist'
import { Skeleton } from '@/components/ui/skeleton'
import { firstSteps } from '@/lib/portal/first-steps'
import { formatDateTime, formatMoney, timeLeft } from '@/lib/portal/format'
import { useWalletBalance } from '@/lib/portal/wallet-balance'
import { useMyAccount, useMyApprovals, useNow, useSounds, type Approval, type Sound } from './hooks'
import { PendingBadge } from './pending-badge'

const STATUS_VARIANT = { pending: 'info', approved: 'success', rejected: 'danger' } as const
const STATUS_TEXT = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' } as const

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card className="h-full p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-semibold break-words text-foreground tabular-nums">{value}</p>
      {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
    </Card>
  )
}

/** My holds still waiting for a video, soonest to expire first. */
function useOpenHolds(): Sound[] | undefined {
  const sounds = useSounds()
  const now = useNow(30_000)
  if (!sounds) return undefined
  return sounds
    .filter((s) => s.myHold?.status === 'held' && Date.parse(s.myHold.expiresAt) > now)
    .sort((a, b) => a.myHold!.expiresAt.localeCompare(b.myHold!.expiresAt))
}

function sumOf(approvals: Approval[], status: Approval['status']) {
  return approvals.filter((a) => a.status === status).reduce((n, a) => n + (status === 'approved' ? (a.net ?? a.amount) : a.amount), 0)
}

/** The creator's Home: earnings, open holds with their time left, and the latest decisions. */
export function CreatorHome() {
  const balance = useWalletBalance()
  const approvals = useMyApprovals()
  const holds = useOpenHolds()
  const sounds = useSounds()
  const account = useMyAccount()
  const now = useNow()
  const steps = sounds && approvals ? firstSteps(account, { started: approvals.length > 0 || sounds.some((s) => s.myHold) }) : undefined
  const currency = balance?.currency ?? holds?.[0]?.currency ?? 'NGN'

  return (
    <div className="grid gap-6" data-testid="creator-home">
      <Checklist items={steps} />
      <section aria-label="Earnings" className="grid gap-4 sm:grid-cols-3">
        {balance === undefined || approvals === undefined ? (
          [0, 1, 2].map((i) => <Skeleton key={i} className="h-24" />)
        ) : (
          <>
            <Link to="/transactions" className="block rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600" data-testid="home-balance">
              <Stat label="Available balance" value={balance ? formatMoney(balance.available, balance.currency) : '—'} hint={balance ? 'Open wallet' : 'Not loaded on this device yet'} />
            </Link>
            <Stat label="Earned from approved videos" value={formatMoney(sumOf(approvals, 'approved'), currency)} hint="After the platform fee" />
            <Stat label="Waiting for approval" value={formatMoney(sumOf(approvals, 'pending'), currency)} hint={`${approvals.filter((a) => a.status === 'pending').length} submitted`} />
          </>
        )}
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="min-w-0">
          <CardTitle>Open holds</CardTitle>
          {holds === undefined ? (
            <Skeleton className="mt-3 h-16" />
          ) : holds.length ? (
            <ul className="mt-3 grid gap-2 text-sm">
              {holds.map((s) => (
                <li key={s.id} className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-2">
                  <span className="block min-w-0 truncate font-medium">{s.title}</span>
                  <span className="inline-flex items-center gap-1 text-muted-foreground" title={`Until ${formatDateTime(s.myHold!.expiresAt)}`}>
                    <Clock size={14} aria-hidden />
                    {timeLeft(s.myHold!.expiresAt, now)} left
                    <PendingBadge pending={s._pending} />
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-muted-foreground">No open holds. Pick a sound to use next.</p>
          )}
          <p className="mt-4 text-sm">
            <Link to="/Manage/soundslist" className="font-medium text-primary underline">Go to the Sounds List</Link>
          </p>
        </Card>
        <Card className="min-w-0">
          <CardTitle>Recent approvals</CardTitle>
          {approvals === undefined ? (
            <Skeleton className="mt-3 h-16" />
          ) : approvals.length ? (
            <ul className="mt-3 grid gap-2 text-sm">
              {approvals.slice(0, 5).map((a) => (
                <li key={a.id} className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-2">
                  <span className="block min-w-0 truncate">
                    <span className="font-medium">{a.campaignTitle}</span>
                    <span className="text-muted-foreground"> · {a.kind === 'clicks' ? `${a.clickCount ?? 0} clicks` : 'video'}</span>
                  </span>
                  <span className="inline-flex items-center gap-2">
                    <span>{formatMoney(a.status === 'approved' ? (a.net ?? a.amount) : a.amount, currency)}</span>
                    <Badge variant={STATUS_VARIANT[a.status]}>{STATUS_TEXT[a.status]}</Badge>
                    <PendingBadge pending={a._pending} />
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-muted-foreground">Nothing submitted yet. Your videos and click payouts show here.</p>
          )}
        </Card>
      </div>
    </div>
  )
}
