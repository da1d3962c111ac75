import { CloudOff, Loader2 } from 'lucide-react'
import { Badge, type BadgeVariant } from '@/components/ui/badge'
import type { PendingMark } from '@/lib/sync/overlay'

const STATUS: Record<string, BadgeVariant> = {
  approved: 'success',
  verified: 'success',
  active: 'success',
  enabled: 'success',
  Yes: 'success',
  pending: 'warning',
  rejected: 'danger',
  deleted: 'danger',
  disabled: 'secondary',
  none: 'secondary',
  No: 'secondary',
}

export function StatusBadge({ status }: { status: string | undefined | null }) {
  return <Badge variant={STATUS[status ?? ''] ?? 'secondary'}>{status ?? '—'}</Badge>
}

const ROLE_LABEL: Record<string, string> = { admin: 'Admin', artist: 'Artist', musician: 'Artist (musician)', tiktoker: 'Creator', brand: 'Brand' }

export const roleName = (role: unknown) => ROLE_LABEL[String(role)] ?? String(role ?? '—')

export function RoleBadge({ role }: { role: unknown }) {
  return <Badge variant={role === 'admin' ? 'solid' : 'default'}>{roleName(role)}</Badge>
}

/** A row changed by a write still in the outbox: "Waiting to be sent" (or "Sending…"). */
export function PendingBadge({ mark }: { mark?: PendingMark }) {
  if (!mark) return null
  const sending = mark.status === 'sending'
  return (
    <Badge variant="info" data-testid="pending-badge">
      {sending ? <Loader2 size={12} className="animate-spin" aria-hidden /> : <CloudOff size={12} aria-hidden />}
      {sending ? 'Sending…' : mark.status === 'paused' ? 'Waiting for sign-in' : 'Waiting to be sent'}
    </Badge>
  )
}
