import { UserCheck, UserMinus, Users, UserX } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { statusCounts, useAllUsers } from './users-api'

export function UserSummary() {
  const { data } = useAllUsers()
  const counts = statusCounts(data ?? [])
  const cards = [
    { label: 'Total users', value: counts.total, icon: Users, tone: 'text-primary-soft-foreground bg-primary-soft' },
    { label: 'Active users', value: counts.active, icon: UserCheck, tone: 'text-success bg-success-soft' },
    { label: 'Pending users', value: counts.pending, icon: UserMinus, tone: 'text-warning bg-warning-soft' },
    { label: 'Inactive users', value: counts.inactive, icon: UserX, tone: 'text-soft-foreground bg-border' },
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
