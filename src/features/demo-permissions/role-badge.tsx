import { Badge, type BadgeVariant } from '@/components/ui/badge'
import { roleLabel } from './permissions-api'

const VARIANT: Record<string, BadgeVariant> = { administrator: 'default', manager: 'warning', user: 'success', support: 'info', 'restricted-user': 'danger' }

export function RoleBadge({ role }: { role: string }) {
  return <Badge variant={VARIANT[role] ?? 'secondary'}>{roleLabel(role)}</Badge>
}
