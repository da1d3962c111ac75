import { useState } from 'react'
import { PolarAngleAxis, RadialBar, RadialBarChart, ResponsiveContainer } from 'recharts'
import { CHART } from './chart-colors'
import { useCardAnalytics } from './dashboard-api'
import { DashboardCard, OptionSelect } from './dashboard-card'
import { periodFactor, PERIODS, scaled } from './periods'

export function SupportTrackerCard() {
  const { data, error, loading } = useCardAnalytics('support-tracker')
  const [period, setPeriod] = useState<string>(PERIODS[0])
  const factor = periodFactor(period)
  const total = scaled(data?.totalTicket ?? 0, factor)
  const open = scaled(data?.openTicket ?? 0, factor)
  const completed = total ? Math.round(((total - open) / total) * 100) : 0
  return (
    <DashboardCard
      title={data?.title ?? 'Support Tracker'}
      loading={loading && !data}
      error={error}
      action={<OptionSelect label="Support tracker period" value={period} options={data?.lastDays ?? PERIODS} onChange={setPeriod} />}
    >
      <div className="grid items-center gap-4 sm:grid-cols-[auto_1fr]">
        <div>
          <p className="text-4xl font-semibold text-foreground" data-testid="support-total">{total}</p>
          <p className="text-sm text-muted-foreground">Tickets · {period}</p>
        </div>
        <figure role="img" aria-label={`${completed}% of tickets completed`} className="relative h-44">
          <ResponsiveContainer width="100%" height="100%">
            <RadialBarChart innerRadius="72%" outerRadius="100%" data={[{ value: completed }]} startAngle={210} endAngle={-30}>
              <PolarAngleAxis type="number" domain={[0, 100]} tick={false} />
              <RadialBar dataKey="value" fill={CHART.brand} background={{ fill: CHART.track }} cornerRadius={8} />
            </RadialBarChart>
          </ResponsiveContainer>
          <figcaption className="absolute inset-0 flex flex-col items-center justify-center">
            <span className="text-2xl font-semibold text-foreground">{completed}%</span>
            <span className="text-xs text-muted-foreground">Completed</span>
          </figcaption>
        </figure>
      </div>
      <dl className="mt-2 grid grid-cols-3 text-center">
        <div><dt className="text-sm text-muted-foreground">New tickets</dt><dd className="text-lg font-semibold text-foreground">{scaled(data?.newTicket ?? 0, factor)}</dd></div>
        <div><dt className="text-sm text-muted-foreground">Open tickets</dt><dd className="text-lg font-semibold text-foreground">{open}</dd></div>
        <div><dt className="text-sm text-muted-foreground">Response time</dt><dd className="text-lg font-semibold text-foreground">{data?.responseTime}d</dd></div>
      </dl>
    </DashboardCard>
  )
}
