import { Cpu, DollarSign, Eye, Heart, MessageSquare, Server, ShoppingBag, TrendingUp, Truck, UserCheck, Users, Zap } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card, PageHeader } from '@/components/ui/card'
import { StatTile, TONES, type Tone } from './stat-tile'
import { cn } from '@/lib/cn'

const HORIZONTAL: [typeof Cpu, string, string, Tone][] = [
  [Cpu, '86%', 'CPU usage', 'brand'],
  [Server, '1.2 GB', 'Memory usage', 'success'],
  [Zap, '0.1%', 'Downtime ratio', 'danger'],
  [TrendingUp, '13', 'Issues found', 'warning'],
]
const VERTICAL: [typeof Cpu, string, string, Tone][] = [
  [Eye, '36.9k', 'Views', 'info'],
  [MessageSquare, '12k', 'Comments', 'warning'],
  [ShoppingBag, '97.8k', 'Orders', 'danger'],
  [Heart, '26.8k', 'Bookmarks', 'brand'],
  [Truck, '2.1k', 'Deliveries', 'success'],
  [DollarSign, '$689', 'Revenue', 'info'],
]
const SUMMARY: [typeof Cpu, string, string, Tone][] = [
  [TrendingUp, '230k', 'Sales', 'brand'],
  [Users, '8.549k', 'Customers', 'info'],
  [ShoppingBag, '1.423k', 'Products', 'danger'],
  [UserCheck, '$9745', 'Revenue', 'success'],
]

/** Figure cards of this feature, with the chart cards passed in by the route (they belong to the dashboards). */
export function StatisticsCardsPage({ charts }: { charts?: ReactNode }) {
  return (
    <>
      <PageHeader title="Statistics Cards" description="Figures at a glance: plain statistic tiles and small chart cards (sample values)." />
      <Card>
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold text-foreground">Statistics</h2>
          <p className="text-xs text-muted-foreground">Updated 1 month ago</p>
        </div>
        <ul className="grid grid-cols-2 gap-6 lg:grid-cols-4">
          {SUMMARY.map(([Icon, value, label, tone]) => (
            <li key={label} className="flex items-center gap-3">
              <span className={cn('flex h-12 w-12 shrink-0 items-center justify-center rounded-full', TONES[tone])}><Icon size={22} aria-hidden /></span>
              <span>
                <span className="block text-lg font-semibold text-foreground">{value}</span>
                <span className="block text-sm text-muted-foreground">{label}</span>
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <h2 className="mt-8 mb-4 text-xl font-semibold text-foreground">Horizontal</h2>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {HORIZONTAL.map(([icon, value, label, tone]) => <StatTile key={label} icon={icon} value={value} label={label} tone={tone} />)}
      </div>
      <h2 className="mt-8 mb-4 text-xl font-semibold text-foreground">Vertical</h2>
      <div className="grid grid-cols-2 gap-6 md:grid-cols-3 xl:grid-cols-6">
        {VERTICAL.map(([icon, value, label, tone]) => <StatTile key={label} icon={icon} value={value} label={label} tone={tone} vertical />)}
      </div>
      {charts ? (
        <>
          <h2 className="mt-8 mb-4 text-xl font-semibold text-foreground">With charts</h2>
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-4">{charts}</div>
        </>
      ) : null}
    </>
  )
}
