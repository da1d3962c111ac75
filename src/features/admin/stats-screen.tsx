import { lazy, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, PageHeader } from '@/components/ui/card'
import { checkResolver, TextField } from '@/components/ui/form'
import { LazyChart } from '@/components/ui/lazy-chart'
import { SectionCard } from '@/components/ui/section-card'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableHead, TableRow, Td, Th } from '@/components/ui/table'
import { formatDateTime, formatMoney } from '@/lib/portal/format'
import { useWalletBalance } from '@/lib/portal/wallet-balance'
import { useOnline } from '@/lib/use-online'
import { fetchStatus, useLastStatsRange, useStats } from './hooks'
import { StatTile } from './stat-tile'
import { lastThirtyDays, rangeProblem } from './stats-range'

// The chart library loads after the figures have painted.
const StatsCharts = lazy(() => import('./stats-charts').then((m) => ({ default: m.StatsCharts })))

type Range = { startdate: string; enddate: string }
// The range is checked with the server's own rules as it is typed (each day checked again when the
// other changes); the end day's message names it.
const resolver = checkResolver((range: Range) => {
  const problem = rangeProblem(range)
  if (!problem) return { ok: true, value: range }
  return { ok: false, field: problem.field, message: problem.field === 'enddate' ? `End day ${problem.message}` : problem.message }
})

/** /admin/stats ("Statics"): platform statistics over a range of days, with charts. */
export function StatsScreen() {
  const online = useOnline()
  const last = useLastStatsRange()
  const currency = useWalletBalance()?.currency ?? 'NGN'
  // What was asked for here; before that, the range shown last on this device.
  const [requested, setRequested] = useState<Range | null>(null)
  const active = requested ?? (last === undefined ? null : (last ?? lastThirtyDays()))
  // The form follows the range shown, except for a day the user has typed.
  const form = useForm<Range>({ resolver, mode: 'onChange', defaultValues: lastThirtyDays(), values: active ?? undefined, resetOptions: { keepDirtyValues: true } })
  const view = useStats(active && !rangeProblem(active) ? active : null)
  const { loading, fetchedAt } = view
  const stored = active === null || view.rows === undefined ? undefined : (view.rows[0] ?? null)
  const status = fetchStatus(view.failure)
  const { errors } = form.formState
  const onSubmit = form.handleSubmit((range) => {
    setRequested({ ...range })
    // The same range again: fetched afresh.
    view.refresh()
  })

  const s = stored?.stats
  const money = (v: number) => formatMoney(v, currency)
  return (
    <>
      <PageHeader title="Statics" description="Sign-ups, sounds, uses, payouts and fees over a range of days (UTC)." />
      <div className="grid grid-cols-1 gap-6">
        <Card className="p-4 sm:p-6">
          <form className="flex flex-wrap items-end gap-3" noValidate onSubmit={(e) => void onSubmit(e)}>
            <TextField form={form} name="startdate" id="stats-start" label="Start day" type="date" alert options={{ deps: ['enddate'] }} />
            <TextField form={form} name="enddate" id="stats-end" label="End day" type="date" alert options={{ deps: ['startdate'] }} />
            <Button type="submit" disabled={!online || loading || Boolean(errors.startdate || errors.enddate)}>
              {loading ? 'Loading…' : 'Show'}
            </Button>
            {stored && fetchedAt ? (
              <p className="text-xs text-muted-foreground">
                Showing {stored.startdate} to {stored.enddate}, fetched {formatDateTime(fetchedAt)}
              </p>
            ) : null}
          </form>
          {status ? (
            <Alert className="mt-4" role={status.offline ? 'status' : 'alert'} tone={status.offline ? 'info' : 'danger'}>
              {status.message}
            </Alert>
          ) : null}
        </Card>
        {stored === undefined || (stored === null && loading) ? (
          <Skeleton className="h-64" />
        ) : !s ? (
          <p className="rounded-lg bg-muted/50 p-6 text-center text-sm text-muted-foreground">
            {online ? 'No statistics could be loaded.' : 'Statistics have not been fetched on this device yet. Connect to the internet to load them.'}
          </p>
        ) : (
          <>
            <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
              <StatTile label="Sign-ups" value={s.signups.total} />
              <StatTile label="New sounds" value={s.sounds} hint={`${s.requests} brand requests`} />
              <StatTile label="Uses submitted" value={s.uses.submitted} hint={`${s.uses.approved} approved · ${s.uses.rejected} rejected · ${s.uses.pendingNow} waiting now`} />
              <StatTile label="Clicks" value={s.clicks} />
              <StatTile label="Payouts (gross)" value={money(s.payouts.gross)} hint={`${money(s.payouts.net)} to creators`} />
              <StatTile label="Fees earned" value={money(s.payouts.fees)} />
              <StatTile label="In escrow now" value={money(s.money.escrow)} />
              <StatTile label="Paid in (all time)" value={money(s.money.funded)} />
            </div>
            <LazyChart>
              <StatsCharts stats={s} currency={currency} />
            </LazyChart>
            <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
              <SectionCard title="Top sounds">
                {s.topSounds.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No approved uses in this range.</p>
                ) : (
                  <Table aria-label="Top sounds">
                    <TableHead>
                      <tr>
                        <Th>Sound</Th>
                        <Th>Uses</Th>
                        <Th>Spend</Th>
                      </tr>
                    </TableHead>
                    <tbody>
                      {s.topSounds.map((t) => (
                        <TableRow key={t.id}>
                          <Td>{t.title}</Td>
                          <Td>{t.uses}</Td>
                          <Td className="whitespace-nowrap">{money(t.spend)}</Td>
                        </TableRow>
                      ))}
                    </tbody>
                  </Table>
                )}
              </SectionCard>
              <SectionCard title="Top creators">
                {s.topCreators.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No creator earned in this range.</p>
                ) : (
                  <Table aria-label="Top creators">
                    <TableHead>
                      <tr>
                        <Th>Creator</Th>
                        <Th>Uses</Th>
                        <Th>Earned</Th>
                      </tr>
                    </TableHead>
                    <tbody>
                      {s.topCreators.map((t) => (
                        <TableRow key={t.id}>
                          <Td>{t.fullName ?? 'Deleted account'}</Td>
                          <Td>{t.uses}</Td>
                          <Td className="whitespace-nowrap">{money(t.earned)}</Td>
                        </TableRow>
                      ))}
                    </tbody>
                  </Table>
                )}
              </SectionCard>
            </div>
          </>
        )}
      </div>
    </>
  )
}
