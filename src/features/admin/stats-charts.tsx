import type { ReactElement } from 'react'
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { SectionCard } from '@/components/ui/section-card'
import type { PlatformStats } from '@/db/mirrors/admin'
import { formatMoney } from '@/lib/portal/format'
import { shortDay } from './stats-range'

const C = { brand: '#7c3aed', success: '#059669', warning: '#d97706', info: '#0284c7', danger: '#dc2626', muted: '#64748b' }
/** Short enough for five bars on a phone. */
const SHORT_ROLE: Record<string, string> = { admin: 'Admin', artist: 'Artist', musician: 'Musician', tiktoker: 'Creator', brand: 'Brand' }
const tick = { fill: 'currentColor', fontSize: 12 }
const tooltip = {
  contentStyle: { backgroundColor: 'var(--popover)', borderColor: 'var(--border)', borderRadius: 8, color: 'var(--popover-foreground)' },
  labelStyle: { color: 'var(--popover-foreground)', fontWeight: 600 },
}

function Chart({ title, summary, children }: { title: string; summary: string; children: ReactElement }) {
  return (
    <SectionCard title={title}>
      <figure
        aria-label={summary}
        className="h-64 text-muted-foreground"
      >
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </figure>
    </SectionCard>
  )
}

const sum = (rows: Array<Record<string, number | string>>, key: string) => rows.reduce((n, r) => n + Number(r[key] ?? 0), 0)

/** The daily series and the sign-ups by role of one statistics answer. */
export function StatsCharts({ stats, currency }: { stats: PlatformStats; currency: string }) {
  const daily = stats.daily.map((d) => ({ ...d, label: shortDay(d.day) }))
  const roles = Object.entries(stats.signups.byRole).map(([role, count]) => ({ who: SHORT_ROLE[role] ?? role, count }))
  const money = (v: unknown) => formatMoney(Number(v), currency)
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <Chart title="Activity per day" summary={`Per day: ${sum(daily, 'signups')} sign-ups, ${sum(daily, 'submitted')} videos submitted, ${sum(daily, 'approved')} approved, ${sum(daily, 'clicks')} clicks in the range.`}>
        <LineChart data={daily} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid stroke="currentColor" strokeOpacity={0.12} vertical={false} />
          <XAxis dataKey="label" tick={tick} minTickGap={16} />
          <YAxis tick={tick} allowDecimals={false} />
          <Tooltip {...tooltip} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line type="monotone" dataKey="signups" name="Sign-ups" stroke={C.brand} strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="submitted" name="Videos submitted" stroke={C.info} strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="approved" name="Approved" stroke={C.success} strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="clicks" name="Clicks" stroke={C.warning} strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </Chart>
      <Chart title="Payouts and fees per day" summary={`Payouts ${money(sum(daily, 'payouts'))} and fees ${money(sum(daily, 'fees'))} in the range.`}>
        <BarChart data={daily} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
          <CartesianGrid stroke="currentColor" strokeOpacity={0.12} vertical={false} />
          <XAxis dataKey="label" tick={tick} minTickGap={16} />
          <YAxis tick={tick} tickFormatter={(v: number) => money(v)} width={80} />
          <Tooltip {...tooltip} formatter={(v) => money(v)} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="payouts" name="Payouts (gross)" fill={C.brand} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="fees" name="Fees earned" fill={C.success} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </Chart>
      <Chart title="Sign-ups by role" summary={roles.map((r) => `${r.who}: ${r.count}`).join(', ')}>
        <BarChart data={roles} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid stroke="currentColor" strokeOpacity={0.12} vertical={false} />
          <XAxis dataKey="who" tick={tick} interval={0} />
          <YAxis tick={tick} allowDecimals={false} />
          <Tooltip {...tooltip} />
          <Bar dataKey="count" name="Sign-ups" fill={C.info} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </Chart>
    </div>
  )
}
