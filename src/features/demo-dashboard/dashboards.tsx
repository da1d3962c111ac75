import { Activity, BarChart3, DollarSign, LineChart as LineIcon, Mail, ShoppingBag, TrendingUp, Users } from 'lucide-react'
import { Card, PageHeader } from '@/components/ui/card'
import { AvgSessionsCard } from './avg-sessions-card'
import { CustomersCard, ProductOrdersCard, SessionsDeviceCard } from './device-cards'
import { GoalOverviewCard, RevenueCard } from './goal-revenue-cards'
import { RevenueReportCard } from './revenue-report-card'
import { CHART } from './chart-colors'
import { StatChartCard } from './stat-area-card'
import { SupportTrackerCard } from './support-tracker-card'

export function AnalyticsDashboard() {
  return (
    <>
      <PageHeader title="Analytics dashboard" description="Sessions, support and audience figures of the demo store (sample values)." />
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {/* White text on the brand gradient: a shade deeper in dark, where brand-500 would glare. */}
        <Card className="bg-gradient-to-br from-brand-700 to-brand-500 text-white ring-0 md:col-span-2 dark:from-brand-800 dark:to-brand-600">
          <h2 className="text-2xl font-semibold">Congratulations, Alex!</h2>
          <p className="mt-2 max-w-md text-brand-50">You have done 57.6% more sales today. Check your new badge in your profile.</p>
        </Card>
        <StatChartCard name="subscribers" title="Subscribers gained" icon={Users} color={CHART.brand} />
        <StatChartCard name="orders" title="Orders received" icon={ShoppingBag} color={CHART.warning} />
        <div className="md:col-span-2"><AvgSessionsCard /></div>
        <div className="md:col-span-2"><SupportTrackerCard /></div>
        <SessionsDeviceCard />
        <ProductOrdersCard />
        <CustomersCard />
        <div className="grid gap-6">
          <StatChartCard name="site-traffic" title="Site traffic" icon={Activity} color={CHART.info} kind="line" />
          <StatChartCard name="newsletter" title="Newsletter" icon={Mail} color={CHART.danger} kind="line" />
        </div>
      </div>
    </>
  )
}

export function EcommerceDashboard() {
  return (
    <>
      <PageHeader title="eCommerce dashboard" description="Orders, profit and revenue of the demo store (sample values)." />
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        <StatChartCard name="orders-bar-chart" title="Orders" icon={BarChart3} color={CHART.warning} kind="bar" />
        <StatChartCard name="profit-line-chart" title="Profit" icon={TrendingUp} color={CHART.info} kind="line" />
        <StatChartCard name="revenue" title="Revenue generated" icon={DollarSign} color={CHART.success} />
        <StatChartCard name="sales" title="Quarterly sales" icon={LineIcon} color={CHART.danger} />
        <div className="md:col-span-2 xl:col-span-4"><RevenueReportCard /></div>
        <div className="md:col-span-1 xl:col-span-1"><GoalOverviewCard /></div>
        <div className="md:col-span-1 xl:col-span-3"><RevenueCard /></div>
        <div className="grid gap-6">
          <StatChartCard name="active-users" title="Active users" icon={Users} color={CHART.brand} kind="line" />
          <StatChartCard name="newsletter" title="Newsletter" icon={Mail} color={CHART.danger} kind="line" />
        </div>
        <ProductOrdersCard />
        <SessionsDeviceCard />
        <CustomersCard />
      </div>
    </>
  )
}
