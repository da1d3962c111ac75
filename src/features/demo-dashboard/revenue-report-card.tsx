import { useState } from 'react'
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { axisTick, CHART } from './chart-colors'
import { useCardAnalytics } from './dashboard-api'
import { OptionSelect } from './dashboard-card'
import { parseFigure, REVENUE_YEARS, scaled, scaleSeries, yearFactor } from './periods'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep']

/** Earnings against expenses per month, with the year's budget beside it. */
export function RevenueReportCard() {
  const { data, error } = useCardAnalytics('revenue-report')
  const [year, setYear] = useState<string>(REVENUE_YEARS[0])
  const factor = yearFactor(year)
  const [earning, expense] = data?.revenueReport.series ?? []
  const earnings = scaleSeries(earning?.data ?? [], factor)
  const expenses = scaleSeries(expense?.data ?? [], factor)
  const rows = MONTHS.map((month, i) => ({ month, Earning: earnings[i] ?? 0, Expense: expenses[i] ?? 0 }))
  const [budgetA, budgetB] = data?.budgetChart.series ?? []
  const budgetRows = (budgetA?.data ?? []).map((value, i) => ({ x: i, a: value, b: budgetB?.data[i] ?? 0 }))
  return (
    <Card className="grid gap-6 p-5 lg:grid-cols-[2fr_1fr]" aria-label="Revenue report">
      <div>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-base font-semibold text-foreground">Revenue report</h2>
          <ul className="flex gap-4 text-sm text-muted-foreground">
            <li className="flex items-center gap-1.5"><span aria-hidden className="h-2.5 w-2.5 rounded-full" style={{ background: CHART.brand }} />Earning</li>
            <li className="flex items-center gap-1.5"><span aria-hidden className="h-2.5 w-2.5 rounded-full" style={{ background: CHART.warning }} />Expense</li>
          </ul>
        </div>
        {error ? <p role="alert" className="text-sm text-red-600">{error}</p> : !data ? <Spinner label="Loading revenue report…" /> : null}
        <figure role="img" aria-label={`Earnings and expenses per month in ${year}`} className="h-64 text-muted-foreground">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} stackOffset="sign" margin={{ left: -16 }}>
              <CartesianGrid vertical={false} strokeOpacity={0.2} />
              <XAxis dataKey="month" tick={axisTick} axisLine={false} tickLine={false} />
              <YAxis tick={axisTick} axisLine={false} tickLine={false} />
              <Tooltip cursor={{ fill: 'rgba(148,163,184,0.1)' }} />
              <Legend wrapperStyle={{ display: 'none' }} />
              <Bar dataKey="Earning" stackId="r" fill={CHART.brand} radius={[6, 6, 0, 0]} barSize={14} />
              <Bar dataKey="Expense" stackId="r" fill={CHART.warning} radius={[6, 6, 0, 0]} barSize={14} />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </div>
      <div className="flex flex-col items-center gap-2 border-t border-border pt-4 text-center lg:border-t-0 lg:border-l lg:pt-0 lg:pl-6">
        <OptionSelect label="Revenue report year" value={year} options={data?.years ?? REVENUE_YEARS} onChange={setYear} />
        <p className="mt-3 text-2xl font-semibold text-foreground" data-testid="revenue-report-price">
          ${scaled(parseFigure(data?.price ?? 0), factor).toLocaleString('en-US')}
        </p>
        <p className="text-sm text-muted-foreground">
          Budget: <span className="font-semibold">${scaled(parseFigure(data?.budget ?? 0), factor).toLocaleString('en-US')}</span>
        </p>
        <figure role="img" aria-label={`Budget against spending, ${year}`} className="h-24 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={budgetRows}>
              <Line dataKey="a" stroke={CHART.brand} strokeWidth={2} dot={false} />
              <Line dataKey="b" stroke={CHART.muted} strokeWidth={2} strokeDasharray="5 5" dot={false} />
            </LineChart>
          </ResponsiveContainer>
        </figure>
      </div>
    </Card>
  )
}
