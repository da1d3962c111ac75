import { Badge } from '@/components/ui/badge'
import { Progress } from '@/components/ui/progress'
import type { PendingMark } from '@/lib/sync/overlay'
import type { RequestView } from './hooks'

/** A queued change that has not reached the server yet. */
export function PendingBadge({ pending, label = 'Waiting to be sent' }: { pending?: PendingMark; label?: string }) {
  if (!pending) return null
  if (pending.status === 'sending') return <Badge variant="info">Sending…</Badge>
  return <Badge variant="warning">{pending.status === 'paused' ? 'Waiting for sign-in' : label}</Badge>
}

export function TypeBadge({ type }: { type: RequestView['type'] }) {
  return <Badge variant={type === 'duet' ? 'default' : 'info'}>{type === 'duet' ? 'Duet ad' : 'Script ad'}</Badge>
}

const STATUS_VARIANT = { pending: 'warning', approved: 'success', rejected: 'danger' } as const
const STATUS_TEXT = { pending: 'Waiting for a decision', approved: 'Approved', rejected: 'Rejected' } as const

export function SubmissionStatus({ status }: { status: keyof typeof STATUS_TEXT }) {
  return <Badge variant={STATUS_VARIANT[status]}>{STATUS_TEXT[status]}</Badge>
}

/** Slots used of total as a bar, with free / held / used in words. */
export function SlotSummary({ request, id }: { request: RequestView; id: string }) {
  const { total, free, held, used } = request.slots
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span id={id} className="font-medium text-foreground">
          {used} of {total} {total === 1 ? 'slot' : 'slots'} used
        </span>
        <span className="text-muted-foreground">
          {free} free · {held} held
        </span>
      </div>
      <Progress value={total ? (used / total) * 100 : 0} aria-labelledby={id} tone={used >= total ? 'success' : 'brand'} />
    </div>
  )
}

/** A label and a value in a small grid (budgets, counts). */
export function Stat({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold break-words text-foreground tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}
