import type { LucideIcon } from 'lucide-react'
import { Area, AreaChart, Bar, BarChart, Line, LineChart, ResponsiveContainer, Tooltip } from 'recharts'
import { Card } from '@/components/ui/card'
import { formatCompact } from '@/lib/demo-format'
import { toRows, useCardStatistics, type CardStatistics } from './dashboard-api'

type StatName = keyof CardStatistics

function headline(name: StatName, data: CardStatistics[StatName] | undefined): string {
  if (!data) return '…'
  if ('analyticsData' in data) {
    const value = Object.values(data.analyticsData)[0]
    return typeof value === 'number' ? formatCompact(value) : String(value)
  }
  if ('statistics' in data) return data.statistics
  const series = data.series[0]?.data ?? []
  return name === 'site-traffic' ? `${series[series.length - 1] ?? 0}` : formatCompact(series.reduce((a, b) => a + b, 0))
}

/** A figure with a small chart under it, from one card-statistics call. */
export function StatChartCard({ name, title, icon: Icon, color, kind = 'area' }: { name: StatName; title: string; icon: LucideIcon; color: string; kind?: 'area' | 'bar' | 'line' }) {
  const { data, error } = useCardStatistics(name)
  const rows = toRows(data?.series[0]?.data)
  const value = headline(name, data)
  return (
    <Card className="flex flex-col gap-2 overflow-hidden p-5" aria-label={title}>
      <div className="flex items-center gap-3">
        <span className="inline-flex h-11 w-11 items-center justify-center rounded-full" style={{ backgroundColor: `${color}22`, color }}>
          <Icon size={20} aria-hidden />
        </span>
        <div>
          <p className="text-2xl font-semibold text-foreground" data-testid={`stat-${name}`}>{value}</p>
          <h2 className="text-sm text-muted-foreground">{title}</h2>
        </div>
      </div>
      {error ? <p role="alert" className="text-sm text-red-600">{error}</p> : null}
      <figure role="img" aria-label={`${title} trend: ${rows.map((r) => r.value).join(', ')}`} className="-mx-5 -mb-5 h-24">
        <ResponsiveContainer width="100%" height="100%">
          {kind === 'bar' ? (
            <BarChart data={rows} margin={{ left: 16, right: 16, top: 8, bottom: 8 }}>
              <Tooltip cursor={false} />
              <Bar dataKey="value" name={title} fill={color} radius={[4, 4, 0, 0]} />
            </BarChart>
          ) : kind === 'line' ? (
            <LineChart data={rows} margin={{ left: 16, right: 16, top: 8, bottom: 8 }}>
              <Tooltip />
              <Line type="monotone" dataKey="value" name={title} stroke={color} strokeWidth={3} dot={false} />
            </LineChart>
          ) : (
            <AreaChart data={rows} margin={{ left: 0, right: 0, top: 8, bottom: 0 }}>
              <defs>
                <linearGradient id={`fill-${name}`} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor={color} stopOpacity={0.4} />
                  <stop offset="100%" stopColor={color} stopOpacity={0} />
                </linearGradient>
              </defs>
              <Tooltip />
              <Area type="monotone" dataKey="value" name={title} stroke={color} strokeWidth={2.5} fill={`url(#fill-${name})`} />
            </AreaChart>
          )}
        </ResponsiveContainer>
      </figure>
    </Card>
  )
}
