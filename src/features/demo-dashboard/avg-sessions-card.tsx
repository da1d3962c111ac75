import { useState } from 'react'
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts'
import { formatCompact } from '@/lib/demo-format'
import { axisTick, CHART } from './chart-colors'
import { useCardAnalytics } from './dashboard-api'
import { DashboardCard, OptionSelect } from './dashboard-card'
import { periodFactor, PERIODS, scaled, scaleSeries } from './periods'

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

export function AvgSessionsCard() {
  const { data, error, loading } = useCardAnalytics('avg-sessions')
  const [period, setPeriod] = useState<string>(PERIODS[0])
  const factor = periodFactor(period)
  const rows = scaleSeries(data?.salesBar.series[0]?.data ?? [], factor).map((value, i) => ({ x: DAYS[i] ?? '', value }))
  const goals = data
    ? [
        { label: 'Goal', value: `$${formatCompact(scaled(data.goal, factor))}`, pct: 50, color: 'bg-brand-600' },
        { label: 'Users', value: formatCompact(scaled(data.users, factor)), pct: 60, color: 'bg-amber-500' },
        { label: 'Retention', value: `${data.retention}%`, pct: data.retention, color: 'bg-red-500' },
        { label: 'Duration', value: `${data.duration}yr`, pct: 45, color: 'bg-emerald-500' },
      ]
    : []
  return (
    <DashboardCard
      title="Average sessions"
      loading={loading && !data}
      error={error}
      action={<OptionSelect label="Average sessions period" value={period} options={data?.lastDays ?? PERIODS} onChange={setPeriod} />}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <p className="text-3xl font-semibold text-foreground" data-testid="avg-sessions-value">{formatCompact(scaled(data?.sessions ?? 0, factor))}</p>
          <p className="text-sm text-muted-foreground">Avg sessions · {period}</p>
          <p className="mt-3 text-sm"><span className="font-semibold text-success">{data?.growth}</span> vs the period before</p>
        </div>
        <figure role="img" aria-label={`Sessions per day, ${period}`} className="h-36 text-muted-foreground">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows}>
              <XAxis dataKey="x" tick={axisTick} axisLine={false} tickLine={false} />
              <Tooltip cursor={{ fill: 'transparent' }} />
              <Bar dataKey="value" name="Sessions" fill={CHART.brand} radius={[4, 4, 4, 4]} barSize={12} />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </div>
      <hr className="my-4 border-border" />
      <dl className="grid grid-cols-2 gap-4">
        {goals.map((goal) => (
          <div key={goal.label}>
            <dt className="text-sm text-muted-foreground">{goal.label}: <span className="font-semibold text-foreground">{goal.value}</span></dt>
            <dd className="mt-1 h-1.5 rounded-full bg-border" aria-hidden>
              <span className={`block h-full rounded-full ${goal.color}`} style={{ width: `${goal.pct}%` }} />
            </dd>
          </div>
        ))}
      </dl>
    </DashboardCard>
  )
}
