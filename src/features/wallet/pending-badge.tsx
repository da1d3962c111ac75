import { Badge } from '@/components/ui/badge'
import type { PendingMark } from '@/lib/sync/overlay'

/** The state of a change that has not reached the server yet. */
export function PendingBadge({ pending }: { pending?: PendingMark }) {
  if (!pending) return null
  if (pending.status === 'sending') return <Badge variant="info">Sending…</Badge>
  return <Badge variant="warning">{pending.status === 'paused' ? 'Waiting for sign-in' : 'Waiting to be sent'}</Badge>
}
