import { useState } from 'react'
import { Cell, Pie, PieChart, PolarAngleAxis, RadialBar, RadialBarChart, ResponsiveContainer, Tooltip } from 'recharts'
import { CHART } from './chart-colors'
import { useCardAnalytics } from './dashboard-api'
import { DashboardCard, OptionSelect } from './dashboard-card'
import { periodFactor, PERIODS, scaled } from './periods'

const COLORS = [CHART.brand, CHART.warning, CHART.danger]

function Legend({ rows }: { rows: { label: string; value: string; color: string }[] }) {
  return (
    <ul className="mt-3 space-y-2">
      {rows.map((row) => (
        <li key={row.label} className="flex items-center justify-between text-sm">
          <span className="flex items-center gap-2 text-soft-foreground">
            <span aria-hidden className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: row.color }} />
            {row.label}
          </span>
          <span className="font-semibold text-foreground">{row.value}</span>
        </li>
      ))}
    </ul>
  )
}

export function SessionsDeviceCard() {
  const { data, error, loading } = useCardAnalytics('sessions-device')
  const [period, setPeriod] = useState<string>(PERIODS[0])
  const rows = (data?.chart_info ?? []).map((info, i) => ({ name: info.name, value: info.usage, upDown: info.upDown, color: COLORS[i] ?? CHART.muted }))
  return (
    <DashboardCard
      title="Sessions by device"
      loading={loading && !data}
      error={error}
      action={<OptionSelect label="Sessions by device period" value={period} options={data?.last_days ?? PERIODS} onChange={setPeriod} />}
    >
      <figure role="img" aria-label={rows.map((r) => `${r.name} ${r.value}%`).join(', ')} className="h-40">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie data={rows} dataKey="value" nameKey="name" innerRadius="60%" outerRadius="90%" paddingAngle={2}>
              {rows.map((row) => <Cell key={row.name} fill={row.color} />)}
            </Pie>
            <Tooltip />
          </PieChart>
        </ResponsiveContainer>
      </figure>
      <Legend rows={rows.map((r) => ({ label: r.name, value: `${r.value}% (${r.upDown > 0 ? '+' : ''}${r.upDown}%)`, color: r.color }))} />
    </DashboardCard>
  )
}

export function ProductOrdersCard() {
  const { data, error, loading } = useCardAnalytics('product-orders')
  const [period, setPeriod] = useState<string>(PERIODS[0])
  const factor = periodFactor(period)
  const info = data?.chart_info
  const labels = ['Finished', 'Pending', 'Rejected']
  const rings = (data?.series ?? []).map((value, i) => ({ name: labels[i] ?? '', value, fill: COLORS[i] ?? CHART.muted })).reverse()
  const total = info ? scaled(info.finished + info.pending + info.rejected, factor) : 0
  return (
    <DashboardCard
      title="Product orders"
      loading={loading && !data}
      error={error}
      action={<OptionSelect label="Product orders period" value={period} options={data?.last_days ?? PERIODS} onChange={setPeriod} />}
    >
      <figure role="img" aria-label={`${total} orders`} className="relative h-44">
        <ResponsiveContainer width="100%" height="100%">
          <RadialBarChart innerRadius="35%" outerRadius="100%" data={rings} barSize={10}>
            <PolarAngleAxis type="number" domain={[0, 100]} tick={false} />
            <RadialBar dataKey="value" background={{ fill: CHART.track }} cornerRadius={6} />
          </RadialBarChart>
        </ResponsiveContainer>
        <figcaption className="absolute inset-0 flex flex-col items-center justify-center text-center">
          <span className="text-lg font-semibold text-foreground" data-testid="product-orders-total">{total.toLocaleString('en-US')}</span>
          <span className="text-xs text-muted-foreground">Total</span>
        </figcaption>
      </figure>
      {info ? (
        <Legend
          rows={[
            { label: 'Finished', value: scaled(info.finished, factor).toLocaleString('en-US'), color: COLORS[0] ?? '' },
            { label: 'Pending', value: scaled(info.pending, factor).toLocaleString('en-US'), color: COLORS[1] ?? '' },
            { label: 'Rejected', value: scaled(info.rejected, factor).toLocaleString('en-US'), color: COLORS[2] ?? '' },
          ]}
        />
      ) : null}
    </DashboardCard>
  )
}

export function CustomersCard() {
  const { data, error, loading } = useCardAnalytics('customers')
  const rows = (data?.listData ?? []).map((item, i) => ({ name: item.text, value: item.result, color: COLORS[i] ?? CHART.muted }))
  return (
    <DashboardCard title="Customers" loading={loading && !data} error={error}>
      <figure role="img" aria-label={rows.map((r) => `${r.name} ${r.value}`).join(', ')} className="h-40">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie data={rows} dataKey="value" nameKey="name" outerRadius="90%">
              {rows.map((row) => <Cell key={row.name} fill={row.color} />)}
            </Pie>
            <Tooltip />
          </PieChart>
        </ResponsiveContainer>
      </figure>
      <Legend rows={rows.map((r) => ({ label: r.name, value: String(r.value), color: r.color }))} />
    </DashboardCard>
  )
}
