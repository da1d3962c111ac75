import { Area, Bar, BarChart, CartesianGrid, Cell, ComposedChart, Legend, Line, LineChart, Pie, PieChart, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, Scatter, ScatterChart, Tooltip, XAxis, YAxis, ZAxis } from 'recharts'
import { PageHeader } from '@/components/ui/card'
import { BALANCE, BUBBLES, COUNTRIES, DEVICES, SKILLS, TRAFFIC, WEEK } from './chart-data'
import { ChartFrame, ChartNote } from './chart-frame'
import { COLORS, grid, legendStyle, PALETTE, tick, tooltipStyle } from './chart-theme'

export function ChartJsPage() {
  return (
    <>
      <PageHeader title="ChartJS" description="Bar, line, radar, polar area, doughnut, bubble and mixed charts." />
      <ChartNote />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ChartFrame title="Latest statistics" description="Uses per weekday" summary="Bar chart of uses per weekday, highest on Saturday.">
          <BarChart data={WEEK} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid {...grid} vertical={false} />
            <XAxis dataKey="day" tick={tick} />
            <YAxis tick={tick} />
            <Tooltip {...tooltipStyle} cursor={{ fillOpacity: 0.08 }} />
            <Bar dataKey="uses" name="Uses" fill={COLORS.success} radius={[6, 6, 0, 0]} barSize={18} />
          </BarChart>
        </ChartFrame>
        <ChartFrame title="Balance" description="Horizontal bars" summary="Horizontal bar chart of the balance per country.">
          <BarChart data={COUNTRIES} layout="vertical" margin={{ top: 8, right: 16, left: 16, bottom: 0 }}>
            <CartesianGrid {...grid} horizontal={false} />
            <XAxis type="number" tick={tick} />
            <YAxis type="category" dataKey="name" tick={tick} width={70} />
            <Tooltip {...tooltipStyle} cursor={{ fillOpacity: 0.08 }} />
            <Bar dataKey="value" name="Balance" fill={COLORS.warning} radius={[0, 6, 6, 0]} barSize={14} />
          </BarChart>
        </ChartFrame>
        <ChartFrame title="Statistics" description="Commercial networks" summary="Line chart of sales, visits and clicks over nine months." className="lg:col-span-2">
          <LineChart data={TRAFFIC} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid {...grid} vertical={false} />
            <XAxis dataKey="month" tick={tick} />
            <YAxis tick={tick} />
            <Tooltip {...tooltipStyle} />
            <Legend {...legendStyle} />
            <Line type="linear" dataKey="sales" name="Europe" stroke={COLORS.danger} strokeWidth={2} dot={{ r: 3 }} />
            <Line type="linear" dataKey="visits" name="Asia" stroke={COLORS.brand} strokeWidth={2} dot={{ r: 3 }} />
            <Line type="linear" dataKey="clicks" name="Africa" stroke={COLORS.warning} strokeWidth={2} dot={{ r: 3 }} />
          </LineChart>
        </ChartFrame>
        <ChartFrame title="Radar chart" description="Two phones compared" summary="Radar chart comparing two phones on six features.">
          <RadarChart data={SKILLS} outerRadius="75%">
            <PolarGrid stroke="currentColor" strokeOpacity={0.2} />
            <PolarAngleAxis dataKey="skill" tick={tick} />
            <PolarRadiusAxis tick={false} axisLine={false} />
            <Tooltip {...tooltipStyle} />
            <Legend {...legendStyle} />
            <Radar name="Phone A" dataKey="a" stroke={COLORS.pink} fill={COLORS.pink} fillOpacity={0.3} />
            <Radar name="Phone B" dataKey="b" stroke={COLORS.brand} fill={COLORS.brand} fillOpacity={0.3} />
          </RadarChart>
        </ChartFrame>
        <ChartFrame title="Average skills" description="Polar area" summary="Polar area chart of the balance in seven countries.">
          <PieChart>
            <Tooltip {...tooltipStyle} />
            <Legend {...legendStyle} />
            {/* A polar-area chart: equal angles, radius by value. */}
            {COUNTRIES.map((c, i) => (
              <Pie key={c.name} data={[c]} dataKey="value" nameKey="name" startAngle={90 - (i * 360) / COUNTRIES.length} endAngle={90 - ((i + 1) * 360) / COUNTRIES.length} outerRadius={`${30 + (c.value / 880) * 60}%`} stroke="none" fill={PALETTE[i % PALETTE.length]} fillOpacity={0.8} isAnimationActive={false} />
            ))}
          </PieChart>
        </ChartFrame>
        <ChartFrame title="Sessions by device" description="Doughnut" summary="Doughnut chart: desktop 58.6%, mobile 34.9%, tablet 6.5%.">
          <PieChart>
            <Tooltip {...tooltipStyle} />
            <Legend {...legendStyle} />
            <Pie data={DEVICES} dataKey="value" nameKey="name" innerRadius="60%" outerRadius="85%" stroke="none">
              {DEVICES.map((d, i) => <Cell key={d.name} fill={[COLORS.brand, COLORS.warning, COLORS.success][i]} />)}
            </Pie>
          </PieChart>
        </ChartFrame>
        <ChartFrame title="Bubble chart" summary="Bubble chart of fourteen points; bubble size shows a third value.">
          <ScatterChart margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid {...grid} />
            <XAxis type="number" dataKey="x" name="Reach" tick={tick} />
            <YAxis type="number" dataKey="y" name="Uses" tick={tick} />
            <ZAxis type="number" dataKey="z" range={[60, 600]} name="Budget" />
            <Tooltip {...tooltipStyle} cursor={{ strokeDasharray: '3 3' }} />
            <Scatter data={BUBBLES} fill={COLORS.warning} fillOpacity={0.6} stroke={COLORS.warning} />
          </ScatterChart>
        </ChartFrame>
        <ChartFrame title="Mixed" description="Bars, a line and an area together" summary="Mixed chart of uses, approvals and approval rate per weekday." className="lg:col-span-2">
          <ComposedChart data={WEEK} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid {...grid} vertical={false} />
            <XAxis dataKey="day" tick={tick} />
            <YAxis yAxisId="left" tick={tick} />
            <YAxis yAxisId="right" orientation="right" tick={tick} unit="%" />
            <Tooltip {...tooltipStyle} />
            <Legend {...legendStyle} />
            <Area yAxisId="left" type="monotone" dataKey="uses" name="Uses" fill={COLORS.brandSoft} stroke={COLORS.brandSoft} fillOpacity={0.3} />
            <Bar yAxisId="left" dataKey="approvals" name="Approvals" fill={COLORS.brand} barSize={20} radius={[6, 6, 0, 0]} />
            <Line yAxisId="right" type="monotone" dataKey="rate" name="Approval rate" stroke={COLORS.danger} strokeWidth={2} />
          </ComposedChart>
        </ChartFrame>
        <ChartFrame title="Monthly balance" description="Line with area" summary="Area chart of the monthly balance." className="lg:col-span-2" height={240}>
          <ComposedChart data={BALANCE} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid {...grid} vertical={false} />
            <XAxis dataKey="month" tick={tick} />
            <YAxis tick={tick} />
            <Tooltip {...tooltipStyle} />
            <Area type="monotone" dataKey="value" name="Balance" stroke={COLORS.info} fill={COLORS.info} fillOpacity={0.15} strokeWidth={2} />
          </ComposedChart>
        </ChartFrame>
      </div>
    </>
  )
}
