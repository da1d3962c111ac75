import { Badge } from '@/components/ui/badge'
import type { PendingMark } from '@/lib/sync/overlay'

/** What a row changed by a queued write says until the server confirms it. */
export function PendingBadge({ pending, what }: { pending?: PendingMark; what?: string }) {
  if (!pending) return null
  const prefix = what ? `${what}: ` : ''
  if (pending.status === 'sending') return <Badge variant="info">{prefix}Sending…</Badge>
  if (pending.status === 'paused') return <Badge variant="warning">{prefix}Waiting for sign-in</Badge>
  return <Badge variant="warning">{prefix}Waiting to be sent</Badge>
}
