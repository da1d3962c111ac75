import { createFileRoute } from '@tanstack/react-router'
import { AvgSessionsCard } from '@/features/demo-dashboard/avg-sessions-card'
import { CustomersCard, ProductOrdersCard, SessionsDeviceCard } from '@/features/demo-dashboard/device-cards'
import { GoalOverviewCard, RevenueCard } from '@/features/demo-dashboard/goal-revenue-cards'
import { RevenueReportCard } from '@/features/demo-dashboard/revenue-report-card'
import { SupportTrackerCard } from '@/features/demo-dashboard/support-tracker-card'
import { AnalyticsCardsPage } from '@/features/showcase-cards/analytics-cards-page'

export const Route = createFileRoute('/_app/cards/analytics')({
  component: AnalyticsCards,
})

// The analytics cards are the dashboards' own (one implementation); this page lays them out.
function AnalyticsCards() {
  return (
    <AnalyticsCardsPage>
      <div className="md:col-span-2 xl:col-span-3"><RevenueReportCard /></div>
      <div className="md:col-span-2 xl:col-span-2"><AvgSessionsCard /></div>
      <GoalOverviewCard />
      <div className="md:col-span-2 xl:col-span-2"><SupportTrackerCard /></div>
      <RevenueCard />
      <SessionsDeviceCard />
      <ProductOrdersCard />
      <CustomersCard />
    </AnalyticsCardsPage>
  )
}
