import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, ComposedChart, Legend, Line, LineChart, Pie, PieChart, PolarAngleAxis, RadialBar, RadialBarChart, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts'
import { PageHeader } from '@/components/ui/card'
import { type Candle, CandleShape } from './candle-shape'
import { BALANCE, CANDLES, COUNTRIES, DEVICES, GOALS, SCATTER_A, SCATTER_B, STACKED, TRAFFIC } from './chart-data'
import { ChartFrame, ChartNote } from './chart-frame'
import { COLORS, grid, legendStyle, PALETTE, tick, tooltipStyle } from './chart-theme'

export function ApexChartsPage() {
  return (
    <>
      <PageHeader title="Apex Charts" description="Line, area, column, bar, candlestick, scatter, donut and radial charts." />
      <ChartNote />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ChartFrame title="Balance" description="Commercial networks and enterprises" summary="Line chart of the monthly balance, January to December.">
          <LineChart data={BALANCE} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid {...grid} vertical={false} />
            <XAxis dataKey="month" tick={tick} />
            <YAxis tick={tick} />
            <Tooltip {...tooltipStyle} />
            <Line type="monotone" dataKey="value" name="Balance" stroke={COLORS.warning} strokeWidth={3} dot={{ r: 4 }} />
          </LineChart>
        </ChartFrame>
        <ChartFrame title="Data science" description="Sales, visits and clicks" summary="Stacked area chart of sales, visits and clicks over nine months.">
          <AreaChart data={TRAFFIC} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid {...grid} vertical={false} />
            <XAxis dataKey="month" tick={tick} />
            <YAxis tick={tick} />
            <Tooltip {...tooltipStyle} />
            <Legend {...legendStyle} />
            <Area type="monotone" dataKey="clicks" name="Clicks" stackId="1" stroke={COLORS.brand} fill={COLORS.brand} fillOpacity={0.5} />
            <Area type="monotone" dataKey="visits" name="Visits" stackId="1" stroke={COLORS.brandSoft} fill={COLORS.brandSoft} fillOpacity={0.5} />
            <Area type="monotone" dataKey="sales" name="Sales" stackId="1" stroke={COLORS.info} fill={COLORS.info} fillOpacity={0.3} />
          </AreaChart>
        </ChartFrame>
        <ChartFrame title="Data science (columns)" description="Stacked columns per day" summary="Stacked column chart of two brands over ten days.">
          <BarChart data={STACKED} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid {...grid} vertical={false} />
            <XAxis dataKey="day" tick={tick} />
            <YAxis tick={tick} />
            <Tooltip {...tooltipStyle} cursor={{ fillOpacity: 0.08 }} />
            <Legend {...legendStyle} />
            <Bar dataKey="apple" name="Brand A" stackId="a" fill={COLORS.brand} radius={[0, 0, 0, 0]} />
            <Bar dataKey="samsung" name="Brand B" stackId="a" fill={COLORS.brandSoft} radius={[6, 6, 0, 0]} />
          </BarChart>
        </ChartFrame>
        <ChartFrame title="Balance by country" summary="Horizontal bar chart of the balance in seven countries, India highest.">
          <BarChart data={COUNTRIES} layout="vertical" margin={{ top: 8, right: 16, left: 16, bottom: 0 }}>
            <CartesianGrid {...grid} horizontal={false} />
            <XAxis type="number" tick={tick} />
            <YAxis type="category" dataKey="name" tick={tick} width={70} />
            <Tooltip {...tooltipStyle} cursor={{ fillOpacity: 0.08 }} />
            <Bar dataKey="value" name="Balance" fill={COLORS.info} radius={[0, 6, 6, 0]} barSize={16} />
          </BarChart>
        </ChartFrame>
        <ChartFrame title="Stock prices" description="Candlestick: open, close, low and high per day" summary="Candlestick chart of sixteen trading days.">
          <ComposedChart data={CANDLES} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid {...grid} vertical={false} />
            <XAxis dataKey="day" tick={tick} />
            <YAxis tick={tick} domain={['dataMin - 5', 'dataMax + 5']} />
            <Tooltip {...tooltipStyle} cursor={{ fillOpacity: 0.08 }} />
            <Bar dataKey={(d: Candle) => [d.low, d.high]} name="Low – high" shape={<CandleShape />} isAnimationActive={false} />
          </ComposedChart>
        </ChartFrame>
        <ChartFrame title="New technologies data" description="Scatter of two groups" summary="Scatter chart comparing two groups of points.">
          <ScatterChart margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid {...grid} />
            <XAxis type="number" dataKey="x" name="Hours" tick={tick} />
            <YAxis type="number" dataKey="y" name="Uses" tick={tick} />
            <Tooltip {...tooltipStyle} cursor={{ strokeDasharray: '3 3' }} />
            <Legend {...legendStyle} />
            <Scatter name="Angular" data={SCATTER_A} fill={COLORS.brand} />
            <Scatter name="Vue" data={SCATTER_B} fill={COLORS.success} />
          </ScatterChart>
        </ChartFrame>
        <ChartFrame title="Expense ratio" description="Spending on various categories" summary="Donut chart: desktop 58.6%, mobile 34.9%, tablet 6.5%.">
          <PieChart>
            <Tooltip {...tooltipStyle} />
            <Legend {...legendStyle} />
            <Pie data={DEVICES} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="80%" paddingAngle={3} stroke="none">
              {DEVICES.map((d, i) => <Cell key={d.name} fill={PALETTE[i]} />)}
            </Pie>
          </PieChart>
        </ChartFrame>
        <ChartFrame title="Statistics" description="Radial bars per goal" summary="Radial bar chart: sales 83%, sign-ups 64%, uses 48%, payouts 31%.">
          <RadialBarChart data={GOALS} innerRadius="25%" outerRadius="95%" startAngle={90} endAngle={-270}>
            <PolarAngleAxis type="number" domain={[0, 100]} tick={false} />
            <RadialBar dataKey="value" background={{ fillOpacity: 0.1 }} cornerRadius={8} />
            <Tooltip {...tooltipStyle} />
            <Legend {...legendStyle} />
          </RadialBarChart>
        </ChartFrame>
      </div>
    </>
  )
}
