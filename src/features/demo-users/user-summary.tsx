import { UserCheck, UserMinus, Users, UserX } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { statusCounts, useAllUsers } from './users-api'

export function UserSummary() {
  const { data } = useAllUsers()
  const counts = statusCounts(data ?? [])
  const cards = [
    { label: 'Total users', value: counts.total, icon: Users, tone: 'text-brand-700 bg-brand-100 dark:bg-brand-800/40 dark:text-brand-100' },
    { label: 'Active users', value: counts.active, icon: UserCheck, tone: 'text-emerald-700 bg-emerald-100 dark:bg-emerald-900/50 dark:text-emerald-200' },
    { label: 'Pending users', value: counts.pending, icon: UserMinus, tone: 'text-amber-800 bg-amber-100 dark:bg-amber-900/50 dark:text-amber-200' },
    { label: 'Inactive users', value: counts.inactive, icon: UserX, tone: 'text-slate-700 bg-slate-200 dark:bg-slate-800 dark:text-slate-200' },
  ]
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map((c) => (
        <Card key={c.label} className="flex items-center justify-between p-5">
          <div>
            <p className="text-2xl font-semibold text-foreground">{data ? c.value : '…'}</p>
            <p className="text-sm text-muted-foreground">{c.label}</p>
          </div>
          <span className={`inline-flex h-11 w-11 items-center justify-center rounded-full ${c.tone}`}><c.icon size={20} aria-hidden /></span>
        </Card>
      ))}
    </div>
  )
}
