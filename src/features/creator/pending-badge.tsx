import { Badge } from '@/components/ui/badge'
import type { PendingMark } from '@/lib/sync/overlay'

/** "Waiting to be sent" on whatever a queued write changed. */
export function PendingBadge({ pending }: { pending?: PendingMark }) {
  if (!pending) return null
  const text = pending.status === 'paused' ? 'Waiting for sign-in' : pending.status === 'sending' ? 'Sending…' : 'Waiting to be sent'
  return <Badge variant="warning">{text}</Badge>
}
