import { Check, ExternalLink, MousePointerClick, ShieldAlert, X } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { describedBy, Field } from '@/components/ui/field'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { formatDateTime, formatMoney } from '@/lib/portal/format'
import { useWalletBalance } from '@/lib/portal/wallet-balance'
import { approveAll, decideUse } from './actions'
import { heldReasonText, heldSummary } from './held-summary'
import { useApprovals, useMe, usePulled, useRefused, useSoundsById, type ApprovalView } from './hooks'
import { PendingBadge } from './pending-badge'
import { RefusedAlert } from './refused-alert'

type Status = 'pending' | 'approved' | 'rejected'
const STATUS_LABEL: Record<Status, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' }
const STATUS_BADGE = { pending: 'warning', approved: 'success', rejected: 'danger' } as const
const KIND_LABEL: Record<string, string> = { normal: 'Sound', influencer: 'Influencer sound', video_app: 'CapCut sound', duet: 'Duet ad', script: 'Ad video' }

function ApprovalItem({ a, currency, asAdmin, onMessage }: { a: ApprovalView; currency: string; asAdmin: boolean; onMessage: (m: string | null) => void }) {
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const money = (n: number) => formatMoney(n, currency)
  const who = a.creatorName ?? 'A creator'
  const canDecide = a.status === 'pending' && !a._pending
  // Mirrored rows from before payouts could be held carry no `held` field.
  const held = a.status === 'pending' ? heldSummary({ held: a.held ?? false, heldReason: a.heldReason ?? null, clickEvidence: a.clickEvidence ?? null }) : null

  async function approve() {
    const r = await decideUse(a, 'approved', asAdmin)
    onMessage(r.ok ? null : r.message)
  }
  async function reject(e: FormEvent) {
    e.preventDefault()
    const r = await decideUse(a, 'rejected', asAdmin, reason)
    if (!r.ok) return setReasonError(r.message)
    setRejecting(false)
    setReason('')
  }

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="approval-row">
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-slate-900 dark:text-white">
          {who} <span className="font-normal text-slate-600 dark:text-slate-400">for</span> {a.campaignTitle}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          <Badge variant="secondary">{KIND_LABEL[a.campaignKind] ?? a.campaignKind}</Badge>
          <span>Submitted {formatDateTime(a.createdAt)}</span>
          {a.autoApproved ? <span>Approved automatically</span> : null}
        </p>
        {a.kind === 'video' && a.videoUrl ? (
          <a href={a.videoUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-sm font-medium break-all text-brand-700 hover:underline dark:text-brand-300">
            {a.videoUrl}
            <ExternalLink size={14} aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <p className="inline-flex items-center gap-1 text-sm">
            <MousePointerClick size={14} aria-hidden /> {a.clickCount ?? 0} clicks
          </p>
        )}
        {held ? (
          <div className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" data-testid="held-summary">
            <p className="inline-flex items-start gap-1 font-medium">
              <ShieldAlert size={16} className="mt-0.5 shrink-0" aria-hidden /> {held}
            </p>
            <p>{heldReasonText(a.heldReason ?? null)} It is never approved automatically; approve or reject it yourself.</p>
          </div>
        ) : null}
        {a.reason ? <p className="text-sm text-slate-700 dark:text-slate-300">Reason: {a.reason}</p> : null}
      </div>
      <div className="flex flex-col gap-2 sm:items-end">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900 tabular-nums dark:text-white" data-testid="approval-amount">
            {money(a.amount)}
          </span>
          {a._pending ? <PendingBadge pending={a._pending} what={STATUS_LABEL[a.status as Status]} /> : <Badge variant={STATUS_BADGE[a.status]}>{STATUS_LABEL[a.status]}</Badge>}
        </div>
        {canDecide ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="success" onClick={() => void approve()}>
              <Check size={16} aria-hidden /> Approve<span className="sr-only"> the video of {who} for {a.campaignTitle}</span>
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setRejecting(true)}>
              <X size={16} aria-hidden /> Reject<span className="sr-only"> the video of {who} for {a.campaignTitle}</span>
            </Button>
          </div>
        ) : null}
      </div>
      <Dialog open={rejecting} onOpenChange={setRejecting}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Reject {who}’s video?</DialogTitle>
            <DialogDescription>The creator is not paid and the slot becomes free again.</DialogDescription>
          </DialogHeader>
          <form onSubmit={(e) => void reject(e)} noValidate>
            <Field label="Reason (optional)" htmlFor={`reason-${a.id}`} error={reasonError ?? undefined} hint="The creator sees it.">
              <Textarea
                id={`reason-${a.id}`}
                rows={3}
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                aria-describedby={describedBy(`reason-${a.id}`, { hint: true, error: reasonError })}
                aria-invalid={reasonError ? true : undefined}
              />
            </Field>
            <DialogFooter>
              <Button variant="secondary" onClick={() => setRejecting(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="danger">
                Reject video
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </li>
  )
}

/**
 * Uses waiting for a decision (and those decided), as the caller's role sees them: an artist's on
 * their sounds, a brand's on their requests, every one for admins. Decisions are queued and show at once.
 */
export function Verifications() {
  const me = useMe()
  const approvals = useApprovals()
  const soundsById = useSoundsById()
  const wallet = useWalletBalance()
  const pulled = usePulled('approvals')
  const refused = useRefused(['artist.decideUse', 'artist.approveAll'])
  const [status, setStatus] = useState<Status>('pending')
  const [message, setMessage] = useState<string | null>(null)
  const asAdmin = me.role === 'admin'
  const fallbackCurrency = wallet?.currency ?? 'NGN'
  const currencyOf = (a: ApprovalView) => soundsById.get(a.campaignId)?.currency ?? fallbackCurrency

  // A decision waiting to be sent stays where it was taken, marked, as well as under its new status.
  const shown = approvals?.filter((a) => a.status === status || (status === 'pending' && a._pending !== undefined)) ?? []
  // Held click payouts are decided one by one (the server's approve-all leaves them too).
  const pending = approvals?.filter((a) => a.status === 'pending' && !a._pending && !a.held) ?? []
  const pendingTotal = pending.reduce((sum, a) => sum + a.amount, 0)

  async function onApproveAll() {
    if (!me.id) return
    const r = await approveAll(pending, me.id, asAdmin)
    setMessage(r.ok ? null : r.message)
  }

  return (
    <div className="flex flex-col gap-4">
      <RefusedAlert refused={refused} one="a decision" many="some decisions" />
      {message ? (
        <Alert tone="danger" role="alert" onDismiss={() => setMessage(null)}>
          {message}
        </Alert>
      ) : null}
      <Card className="p-4 sm:p-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <CardTitle>{STATUS_LABEL[status]} uses</CardTitle>
            <CardDescription>
              {status === 'pending'
                ? asAdmin
                  ? 'Every use waiting for a decision. Approving pays the creator from the campaign’s escrow, less the platform fee.'
                  : 'Videos made with your campaigns. Approving pays the creator from the escrow, less the platform fee; rejecting frees the slot.'
                : 'Decisions already made.'}
            </CardDescription>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <Field label="Show" htmlFor="approval-status">
              <NativeSelect id="approval-status" value={status} onChange={(e) => setStatus(e.target.value as Status)} className="w-40">
                <option value="pending">Pending</option>
                <option value="approved">Approved</option>
                <option value="rejected">Rejected</option>
              </NativeSelect>
            </Field>
            {status === 'pending' && pending.length > 0 ? (
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button variant="success">
                    <Check size={16} aria-hidden /> Approve all ({pending.length})
                  </Button>
                </AlertDialogTrigger>
                <AlertDialogContent>
                  <AlertDialogTitle>Approve all {pending.length} pending {pending.length === 1 ? 'use' : 'uses'}?</AlertDialogTitle>
                  <AlertDialogDescription>
                    {formatMoney(pendingTotal, pending[0] ? currencyOf(pending[0]) : fallbackCurrency)} is paid to the creators from the escrow, less the platform fee. Check the videos first. Click payouts held for review are left for you to decide one by one.
                  </AlertDialogDescription>
                  <AlertDialogFooter>
                    <AlertDialogCancel>Cancel</AlertDialogCancel>
                    <AlertDialogAction onClick={() => void onApproveAll()}>Approve all</AlertDialogAction>
                  </AlertDialogFooter>
                </AlertDialogContent>
              </AlertDialog>
            ) : null}
          </div>
        </div>
        {approvals === undefined ? (
          <div className="mt-4 grid gap-3" aria-busy="true" aria-label="Loading">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : shown.length === 0 ? (
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" data-testid="approvals-empty">
            {pulled === false
              ? 'The uses have not been loaded on this device yet. Connect to the internet once; afterwards they show offline too.'
              : status === 'pending'
                ? 'Nothing is waiting for your decision.'
                : `No ${status} uses yet.`}
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800" aria-label={`${STATUS_LABEL[status]} uses`}>
            {shown.map((a) => (
              <ApprovalItem key={a.id} a={a} currency={currencyOf(a)} asAdmin={asAdmin} onMessage={setMessage} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}
