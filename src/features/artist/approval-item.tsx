import { Check, ExternalLink, MousePointerClick, ShieldAlert, X } from 'lucide-react'
import { DecideBodySchema } from '@server/routes/approvals/approvals.schemas'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { VideoCheckNote } from '@/components/portal/video-check-note'
import { ApprovalDisputes } from '@/components/portal/disputes/approval-disputes'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { checkResolver, SubmitButton, TextAreaField } from '@/components/ui/form'
import { formatDateTime, formatMoney } from '@/lib/portal/format'
import { decideUse } from './actions'
import { approveSentence } from './approve-words'
import { heldReasonText, heldSummary } from './held-summary'
import type { ApprovalView } from './hooks'
import { PendingBadge } from './pending-badge'

export type Status = 'pending' | 'approved' | 'rejected'
export const STATUS_LABEL: Record<Status, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' }
const STATUS_BADGE = { pending: 'warning', approved: 'success', rejected: 'danger' } as const
const KIND_LABEL: Record<string, string> = { normal: 'Sound', influencer: 'Influencer sound', video_app: 'CapCut sound', duet: 'Duet ad', script: 'Ad video' }

// The reason is checked with the server's own schema before the rejection is queued.
const reasonResolver = checkResolver((v: { reason: string }) => {
  const parsed = DecideBodySchema.shape.reason.safeParse(v.reason.trim() || undefined)
  return parsed.success ? { ok: true, value: v } : { ok: false, field: 'reason', message: parsed.error.issues[0]?.message ?? 'Check the reason.' }
})

/** A decision just taken, for the result message (which reads the outcome from the mirror). */
export interface Decision {
  id: string
  status: 'approved' | 'rejected'
}

interface ItemProps {
  a: ApprovalView
  currency: string
  /** The platform's fee in basis points, once known on this device (the dialog shows the split). */
  feeBps?: number | null
  asAdmin: boolean
  onMessage: (m: string | null) => void
  /** Called as the decision is queued; `focusResult` moves focus to the result once a dialog closes. */
  onDecided: (d: Decision | null) => void
  focusResult: () => void
}

/** One use with its video or clicks, and Approve / Reject, each asked once in a dialog. */
export function ApprovalItem({ a, currency, feeBps, asAdmin, onMessage, onDecided, focusResult }: ItemProps) {
  const [approving, setApproving] = useState(false)
  const [rejecting, setRejecting] = useState(false)
  const form = useForm({ resolver: reasonResolver, defaultValues: { reason: '' } })
  const money = (n: number) => formatMoney(n, currency)
  const who = a.creatorName ?? 'A creator'
  const canDecide = a.status === 'pending' && !a._pending
  // Mirrored rows from before payouts could be held carry no `held` field.
  const held = a.status === 'pending' ? heldSummary({ held: a.held ?? false, heldReason: a.heldReason ?? null, clickEvidence: a.clickEvidence ?? null }) : null

  // After a decision, focus goes to the result, not back to a button the decision removes;
  // after Cancel, back to the button as usual.
  const decided = useRef(false)
  const afterClose = (e: Event) => {
    if (!decided.current) return
    e.preventDefault()
    focusResult()
  }

  async function approve() {
    decided.current = true
    onDecided({ id: a.id, status: 'approved' })
    const r = await decideUse(a, 'approved', asAdmin)
    if (!r.ok) onDecided(null)
    onMessage(r.ok ? null : r.message)
  }
  async function reject({ reason }: { reason: string }) {
    const r = await decideUse(a, 'rejected', asAdmin, reason)
    if (!r.ok) return form.setError('reason', { type: 'server', message: r.message })
    decided.current = true
    onDecided({ id: a.id, status: 'rejected' })
    setRejecting(false)
    form.reset()
  }

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="approval-row">
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-foreground">
          {who} <span className="font-normal text-muted-foreground">for</span> {a.campaignTitle}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="secondary">{KIND_LABEL[a.campaignKind] ?? a.campaignKind}</Badge>
          <span>Submitted {formatDateTime(a.createdAt)}</span>
          {a.autoApproved ? <span>Approved automatically</span> : null}
        </p>
        {a.kind === 'video' && a.videoUrl ? (
          <a href={a.videoUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-sm font-medium break-all text-primary hover:underline">
            {a.videoUrl}
            <ExternalLink size={14} aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <p className="inline-flex items-center gap-1 text-sm">
            <MousePointerClick size={14} aria-hidden /> {a.clickCount ?? 0} clicks
          </p>
        )}
        {/* Mirrored rows from before videos were checked carry no `videoCheck` field. */}
        {a.kind === 'video' ? <VideoCheckNote check={a.videoCheck} viewer="owner" who={a.creatorName} pending={a.status === 'pending'} className="pt-1" /> : null}
        {a._pending ? null : <ApprovalDisputes a={a} viewer={asAdmin ? 'admin' : 'owner'} onMessage={onMessage} />}
        {held ? (
          <div className="rounded-md border border-warning/30 bg-warning-soft/50 p-2 text-sm text-warning-soft-foreground" data-testid="held-summary">
            <p className="inline-flex items-start gap-1 font-medium">
              <ShieldAlert size={16} className="mt-0.5 shrink-0" aria-hidden /> {held}
            </p>
            <p>{heldReasonText(a.heldReason ?? null)} It is never approved automatically; approve or reject it yourself.</p>
          </div>
        ) : null}
        {a.reason ? <p className="text-sm text-soft-foreground">Reason: {a.reason}</p> : null}
      </div>
      <div className="flex flex-col gap-2 sm:items-end">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-foreground tabular-nums" data-testid="approval-amount">
            {money(a.amount)}
          </span>
          {a._pending ? <PendingBadge pending={a._pending} what={STATUS_LABEL[a.status as Status]} /> : <Badge variant={STATUS_BADGE[a.status]}>{STATUS_LABEL[a.status]}</Badge>}
        </div>
        {canDecide ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="success" onClick={() => setApproving(true)}>
              <Check size={16} aria-hidden /> Approve<span className="sr-only"> the video of {who} for {a.campaignTitle}</span>
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setRejecting(true)}>
              <X size={16} aria-hidden /> Reject<span className="sr-only"> the video of {who} for {a.campaignTitle}</span>
            </Button>
          </div>
        ) : null}
      </div>
      <AlertDialog open={approving} onOpenChange={setApproving}>
        <AlertDialogContent onCloseAutoFocus={afterClose}>
          <AlertDialogTitle>Approve {who}’s video?</AlertDialogTitle>
          <AlertDialogDescription>
            {approveSentence({ amount: a.amount, currency, feeBps, who, title: a.campaignTitle })}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => void approve()}>Approve and pay</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <Dialog open={rejecting} onOpenChange={setRejecting}>
        <DialogContent onCloseAutoFocus={afterClose}>
          <DialogHeader>
            <DialogTitle>Reject {who}’s video?</DialogTitle>
            <DialogDescription>The creator is not paid and the slot becomes free again.</DialogDescription>
          </DialogHeader>
          <form onSubmit={(e) => void form.handleSubmit(reject)(e)} noValidate>
            <TextAreaField form={form} name="reason" id={`reason-${a.id}`} label="Reason (optional)" hint="The creator sees it." alert rows={3} maxLength={500} />
            <DialogFooter>
              <Button variant="secondary" onClick={() => setRejecting(false)}>
                Cancel
              </Button>
              <SubmitButton control={form.control} variant="danger">
                Reject video
              </SubmitButton>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </li>
  )
}

