import { Link, useNavigate } from '@tanstack/react-router'
import { Check, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { formatMoney } from '@/lib/demo-format'
import { ConfirmDeleteUser } from './confirm-delete-user'
import { UserRole, UserStatusBadge } from './user-badges'
import { PLAN_PRICE, useUser } from './users-api'

const PLAN_FEATURES = ['10 users', 'Up to 10 GB storage', 'Basic support']

/** One user's profile, plan and details; without an id, the first user. */
export function UserView({ id }: { id: number | null }) {
  const { data, error } = useUser(id)
  const navigate = useNavigate()
  if (error) return <p role="alert" className="text-red-600">{error}. <Link to="/apps/user/list" className="underline">Back to the users</Link></p>
  if (!data) return <Spinner label="Loading user…" />
  const { user } = data


  const details: [string, ReactNode][] = [
    ['Username', user.username],
    ['E-mail', user.email],
    ['Status', <UserStatusBadge key="s" status={user.status} />],
    ['Role', <UserRole key="r" role={user.role} />],
    ['Company', user.company || '—'],
    ['Contact', user.contact || '—'],
    ['Country', user.country || '—'],
    ['Billing', user.billing],
  ]

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <Card>
        <div className="flex flex-wrap items-center gap-5">
          <Avatar name={user.fullName} size="xl" />
          <div>
            <h1 className="text-2xl font-semibold text-foreground">{user.fullName}</h1>
            <p className="text-muted-foreground">{user.email}</p>
            <p className="mt-2"><Badge className="capitalize">{user.role}</Badge></p>
          </div>
          <ConfirmDeleteUser id={user.id} name={user.fullName} onDeleted={() => void navigate({ to: '/apps/user/list' })}>
            <Button variant="danger" className="ml-auto"><Trash2 size={16} aria-hidden /> Delete</Button>
          </ConfirmDeleteUser>
        </div>
        <h2 className="mt-8 mb-3 border-b border-border pb-2 font-semibold text-foreground">Details</h2>
        <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
          {details.map(([label, value]) => (
            <div key={label} className="flex gap-2 text-sm">
              <dt className="w-24 shrink-0 font-medium text-muted-foreground">{label}:</dt>
              <dd className="min-w-0 break-words text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card className="h-fit ring-2 ring-primary/40">
        <div className="flex items-start justify-between">
          <Badge className="capitalize">{user.currentPlan}</Badge>
          <p><span className="text-3xl font-semibold text-primary">{formatMoney(PLAN_PRICE[user.currentPlan])}</span><span className="text-sm text-slate-500">/month</span></p>
        </div>
        <ul className="mt-4 space-y-2 text-sm">
          {PLAN_FEATURES.map((f) => <li key={f} className="flex items-center gap-2"><Check size={14} aria-hidden className="text-emerald-700" /> {f}</li>)}
        </ul>
        <Button asChild variant="secondary" className="mt-6 w-full"><Link to="/apps/user/list">Back to the users</Link></Button>
      </Card>
    </div>
  )
}
