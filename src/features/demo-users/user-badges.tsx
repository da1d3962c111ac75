import { Crown, Database, Edit3, PenTool, User } from 'lucide-react'
import { Badge, type BadgeVariant } from '@/components/ui/badge'
import type { DemoUserRole, DemoUserStatus } from '@/db/demo-schema'

const STATUS_VARIANT: Record<DemoUserStatus, BadgeVariant> = { active: 'success', inactive: 'secondary', pending: 'warning' }
const ROLE_ICON = { admin: Crown, author: PenTool, editor: Edit3, maintainer: Database, subscriber: User }

export function UserStatusBadge({ status }: { status: DemoUserStatus }) {
  return <Badge variant={STATUS_VARIANT[status]} className="capitalize">{status}</Badge>
}

export function UserRole({ role }: { role: DemoUserRole }) {
  const Icon = ROLE_ICON[role]
  return (
    <span className="inline-flex items-center gap-2 capitalize">
      <Icon size={16} aria-hidden className="text-primary" /> {role}
    </span>
  )
}
