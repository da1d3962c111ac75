import { useState } from 'react'
import { Area, AreaChart, Bar, BarChart, Brush, CartesianGrid, Cell, Funnel, FunnelChart, LabelList, Legend, Line, LineChart, Pie, PieChart, ReferenceLine, Tooltip, Treemap, XAxis, YAxis } from 'recharts'
import { PageHeader } from '@/components/ui/card'
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group'
import { BALANCE, COUNTRIES, DEVICES, TRAFFIC, WEEK } from './chart-data'
import { ChartFrame, ChartNote } from './chart-frame'
import { COLORS, grid, legendStyle, PALETTE, tick, tooltipStyle } from './chart-theme'

const SERIES = [
  ['sales', 'Sales', COLORS.brand],
  ['visits', 'Visits', COLORS.success],
  ['clicks', 'Clicks', COLORS.warning],
] as const
const FUNNEL = [{ name: 'Listened', value: 5200 }, { name: 'Held a slot', value: 2400 }, { name: 'Posted', value: 1400 }, { name: 'Approved', value: 1100 }, { name: 'Paid', value: 1050 }]

export function RechartsPage() {
  const [shown, setShown] = useState<string[]>(['sales', 'visits', 'clicks'])
  return (
    <>
      <PageHeader title="Recharts" description="Lines with toggled series, areas with a brush, bars, pies, a funnel and a treemap." />
      <ChartNote />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ChartFrame
          title="Traffic"
          description="Pick the series to show"
          summary="Line chart of sales, visits and clicks over nine months."
          className="lg:col-span-2"
          actions={
            <ToggleGroup type="multiple" value={shown} onValueChange={setShown} aria-label="Series shown">
              {SERIES.map(([key, name]) => <ToggleGroupItem key={key} value={key} size="sm" variant="outline">{name}</ToggleGroupItem>)}
            </ToggleGroup>
          }
        >
          <LineChart data={TRAFFIC} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid {...grid} vertical={false} />
            <XAxis dataKey="month" tick={tick} />
            <YAxis tick={tick} />
            <Tooltip {...tooltipStyle} />
            <ReferenceLine y={150} stroke={COLORS.danger} strokeDasharray="4 4" label={{ value: 'Goal', fill: COLORS.danger, fontSize: 12, position: 'insideTopRight' }} />
            {SERIES.filter(([key]) => shown.includes(key)).map(([key, name, color]) => (
              <Line key={key} type="monotone" dataKey={key} name={name} stroke={color} strokeWidth={2} dot={false} />
            ))}
          </LineChart>
        </ChartFrame>
        <ChartFrame title="Balance" description="Drag the brush to zoom" summary="Area chart of the monthly balance with a range brush.">
          <AreaChart data={BALANCE} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <defs>
              <linearGradient id="balance-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={COLORS.brand} stopOpacity={0.5} />
                <stop offset="100%" stopColor={COLORS.brand} stopOpacity={0} />
              </linearGradient>
            </defs>
            <CartesianGrid {...grid} vertical={false} />
            <XAxis dataKey="month" tick={tick} />
            <YAxis tick={tick} />
            <Tooltip {...tooltipStyle} />
            <Area type="monotone" dataKey="value" name="Balance" stroke={COLORS.brand} fill="url(#balance-fill)" strokeWidth={2} />
            <Brush dataKey="month" height={20} stroke={COLORS.brand} fill="transparent" travellerWidth={8} />
          </AreaChart>
        </ChartFrame>
        <ChartFrame title="Uses and approvals" description="Grouped bars with labels" summary="Grouped bar chart of uses and approvals per weekday.">
          <BarChart data={WEEK} margin={{ top: 16, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid {...grid} vertical={false} />
            <XAxis dataKey="day" tick={tick} />
            <YAxis tick={tick} />
            <Tooltip {...tooltipStyle} cursor={{ fillOpacity: 0.08 }} />
            <Legend {...legendStyle} />
            <Bar dataKey="uses" name="Uses" fill={COLORS.info} radius={[4, 4, 0, 0]} />
            <Bar dataKey="approvals" name="Approvals" fill={COLORS.success} radius={[4, 4, 0, 0]}>
              <LabelList dataKey="approvals" position="top" fontSize={10} fill="currentColor" />
            </Bar>
          </BarChart>
        </ChartFrame>
        <ChartFrame title="Devices" description="Pie with labels" summary="Pie chart: desktop 58.6%, mobile 34.9%, tablet 6.5%.">
          <PieChart>
            <Tooltip {...tooltipStyle} />
            <Legend {...legendStyle} />
            <Pie data={DEVICES} dataKey="value" nameKey="name" outerRadius="75%" label={{ fill: 'currentColor', fontSize: 12 }} stroke="none">
              {DEVICES.map((d, i) => <Cell key={d.name} fill={PALETTE[i]} />)}
            </Pie>
          </PieChart>
        </ChartFrame>
        <ChartFrame title="Campaign funnel" summary="Funnel from 5200 listens to 1050 paid uses.">
          <FunnelChart>
            <Tooltip {...tooltipStyle} />
            <Funnel dataKey="value" nameKey="name" data={FUNNEL} isAnimationActive={false}>
              {FUNNEL.map((f, i) => <Cell key={f.name} fill={PALETTE[i % PALETTE.length]} />)}
              <LabelList position="right" dataKey="name" fill="currentColor" stroke="none" fontSize={12} />
            </Funnel>
          </FunnelChart>
        </ChartFrame>
        <ChartFrame title="Balance by country" description="Treemap" summary="Treemap of the balance in seven countries." className="lg:col-span-2" height={260}>
          <Treemap data={COUNTRIES.map((c, i) => ({ ...c, fill: PALETTE[i % PALETTE.length] }))} dataKey="value" nameKey="name" stroke="#fff" isAnimationActive={false}>
            <Tooltip {...tooltipStyle} />
          </Treemap>
        </ChartFrame>
      </div>
    </>
  )
}
