import type { ReactNode } from 'react'
import { PageHeader } from '@/components/ui/card'

/** The analytics cards are the dashboards' own; the route passes them in, laid out here. */
export function AnalyticsCardsPage({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title="Analytics Cards" description="Support tracker, sessions, revenue, goals, orders, devices and customers, from the demo API (sample values)." />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">{children}</div>
    </>
  )
}
