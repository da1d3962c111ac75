import { createFileRoute } from '@tanstack/react-router'
import { Activity, BarChart3, DollarSign, LineChart, Mail, ShoppingBag, TrendingUp, Users } from 'lucide-react'
import { CHART } from '@/features/demo-dashboard/chart-colors'
import { StatChartCard } from '@/features/demo-dashboard/stat-area-card'
import { StatisticsCardsPage } from '@/features/showcase-cards/statistics-cards-page'

export const Route = createFileRoute('/_app/cards/statistics')({
  component: StatisticsCards,
})

// The chart cards are the dashboards' own (one implementation); this page lays them out.
function StatisticsCards() {
  return (
    <StatisticsCardsPage
      charts={
        <>
          <StatChartCard name="orders-bar-chart" title="Orders" icon={BarChart3} color={CHART.warning} kind="bar" />
          <StatChartCard name="profit-line-chart" title="Profit" icon={TrendingUp} color={CHART.info} kind="line" />
          <StatChartCard name="subscribers" title="Subscribers gained" icon={Users} color={CHART.brand} />
          <StatChartCard name="revenue" title="Revenue generated" icon={DollarSign} color={CHART.success} />
          <StatChartCard name="sales" title="Quarterly sales" icon={LineChart} color={CHART.danger} />
          <StatChartCard name="orders" title="Orders received" icon={ShoppingBag} color={CHART.warning} />
          <StatChartCard name="site-traffic" title="Site traffic" icon={Activity} color={CHART.info} kind="line" />
          <StatChartCard name="newsletter" title="Newsletter" icon={Mail} color={CHART.danger} kind="line" />
        </>
      }
    />
  )
}
