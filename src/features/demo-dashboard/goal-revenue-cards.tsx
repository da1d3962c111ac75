import { CartesianGrid, Legend, Line, LineChart, PolarAngleAxis, RadialBar, RadialBarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatMoney } from '@/lib/demo-format'
import { axisTick, CHART } from './chart-colors'
import { useCardAnalytics } from './dashboard-api'
import { DashboardCard } from './dashboard-card'

export function GoalOverviewCard() {
  const { data, error, loading } = useCardAnalytics('goal-overview')
  const value = data?.series[0] ?? 0
  return (
    <DashboardCard title="Goal overview" loading={loading && !data} error={error}>
      <figure role="img" aria-label={`${value}% of the goal reached`} className="relative h-48">
        <ResponsiveContainer width="100%" height="100%">
          <RadialBarChart innerRadius="75%" outerRadius="100%" data={[{ value }]} startAngle={220} endAngle={-40}>
            <PolarAngleAxis type="number" domain={[0, 100]} tick={false} />
            <RadialBar dataKey="value" fill={CHART.success} background={{ fill: CHART.track }} cornerRadius={10} />
          </RadialBarChart>
        </ResponsiveContainer>
        <figcaption className="absolute inset-0 flex items-center justify-center text-3xl font-semibold text-foreground">{value}%</figcaption>
      </figure>
      <dl className="mt-auto grid grid-cols-2 border-t border-border pt-3 text-center">
        <div><dt className="text-sm text-muted-foreground">Completed</dt><dd className="text-lg font-semibold text-foreground">{data?.completed}</dd></div>
        <div><dt className="text-sm text-muted-foreground">In progress</dt><dd className="text-lg font-semibold text-foreground">{data?.inProgress}</dd></div>
      </dl>
    </DashboardCard>
  )
}

export function RevenueCard() {
  const { data, error, loading } = useCardAnalytics('revenue')
  const [thisMonth, lastMonth] = data?.series ?? []
  const rows = (thisMonth?.data ?? []).map((value, i) => ({ day: `W${i + 1}`, 'This month': value, 'Last month': lastMonth?.data[i] ?? 0 }))
  return (
    <DashboardCard title="Revenue" loading={loading && !data} error={error}>
      <dl className="mb-3 flex gap-8">
        <div><dt className="text-sm text-muted-foreground">This month</dt><dd className="text-xl font-semibold text-primary">{formatMoney(data?.thisMonth ?? 0)}</dd></div>
        <div><dt className="text-sm text-muted-foreground">Last month</dt><dd className="text-xl font-semibold text-foreground">{formatMoney(data?.lastMonth ?? 0)}</dd></div>
      </dl>
      <figure role="img" aria-label="Revenue this month against last month" className="h-56 text-muted-foreground">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ left: -8 }}>
            <CartesianGrid vertical={false} strokeOpacity={0.2} />
            <XAxis dataKey="day" tick={axisTick} axisLine={false} tickLine={false} />
            <YAxis tick={axisTick} axisLine={false} tickLine={false} tickFormatter={(v: number) => `${Math.round(v / 1000)}k`} domain={['dataMin - 2000', 'dataMax + 1000']} />
            <Tooltip />
            <Legend />
            <Line type="monotone" dataKey="This month" stroke={CHART.brand} strokeWidth={3} dot={false} />
            <Line type="monotone" dataKey="Last month" stroke={CHART.muted} strokeWidth={2} strokeDasharray="6 6" dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </figure>
    </DashboardCard>
  )
}
