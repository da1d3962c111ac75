import { Check } from 'lucide-react'
import { useCallback, useRef, useState } from 'react'
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
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { formatMoney } from '@/lib/portal/format'
import { approveAllLeaves } from '@/lib/portal/video-check'
import { useServerSettings } from '@/lib/portal/server-settings'
import { useWalletBalance } from '@/lib/portal/wallet-balance'
import { approveAll } from './actions'
import { ApprovalItem, STATUS_LABEL, type Decision, type Status } from './approval-item'
import { DecisionResult, decisionText } from './decision-result'
import { useApprovals, useCampaignBudgets, useMe, usePulled, useRefused, useSoundsById, type ApprovalView } from './hooks'
import { ARTIST_KIND } from './kinds'
import { RefusedAlert } from './refused-alert'

/** What the list shows: uses in one state, or those with a report or an appeal waiting for an admin. */
type View = Status | 'disputed'
const VIEW_LABEL: Record<View, string> = { ...STATUS_LABEL, disputed: 'Reported or appealed' }
const isDisputed = (a: ApprovalView) => Boolean((a.report && !a.report.decision) || (a.appeal && !a.appeal.decision))

/**
 * Uses waiting for a decision (and those decided), as the caller's role sees them: an artist's on
 * their sounds, a brand's on their requests, every one for admins. Decisions are queued and show at once.
 */
export function Verifications() {
  const me = useMe()
  const approvals = useApprovals()
  const soundsById = useSoundsById()
  const wallet = useWalletBalance()
  const feeBps = useServerSettings()?.platformFeeBps
  const pulled = usePulled('approvals')
  const refused = useRefused([ARTIST_KIND.decideUse, ARTIST_KIND.approveAll])
  const [status, setStatus] = useState<View>('pending')
  const [message, setMessage] = useState<string | null>(null)
  const [decision, setDecision] = useState<Decision | null>(null)
  const budgets = useCampaignBudgets()
  const resultRef = useRef<HTMLDivElement>(null)
  // After the dialog has gone (next frame), so its focus trap does not pull focus back.
  const focusResult = useCallback(() => requestAnimationFrame(() => resultRef.current?.focus()), [])
  const asAdmin = me.role === 'admin'
  const fallbackCurrency = wallet?.currency ?? 'NGN'
  const currencyOf = (a: ApprovalView) => soundsById.get(a.campaignId)?.currency ?? fallbackCurrency

  // A decision waiting to be sent stays where it was taken, marked, as well as under its new status.
  const disputed = approvals?.filter(isDisputed) ?? []
  const shown = status === 'disputed' ? disputed : (approvals?.filter((a) => a.status === status || (status === 'pending' && a._pending !== undefined)) ?? [])
  // Held click payouts, and videos being checked or whose check found a problem, are decided one
  // by one (the server's approve-all leaves them too).
  const pending = approvals?.filter((a) => a.status === 'pending' && !a._pending && !approveAllLeaves(a)) ?? []
  const pendingTotal = pending.reduce((sum, a) => sum + a.amount, 0)
  const unchecked = pending.filter((a) => a.videoCheck?.state === 'unverifiable').length

  async function onApproveAll() {
    if (!me.id) return
    const r = await approveAll(pending, me.id, asAdmin)
    setMessage(r.ok ? null : r.message)
  }

  const decidedRow = decision ? approvals?.find((a) => a.id === decision.id) : undefined
  const result = decision ? decisionText(decision, decidedRow, decidedRow ? budgets.get(decidedRow.campaignId) : undefined, fallbackCurrency) : null

  return (
    <div className="flex flex-col gap-4">
      <RefusedAlert refused={refused} one="a decision" many="some decisions" />
      <DecisionResult result={result} ref={resultRef} />
      {message ? (
        <Alert tone="danger" role="alert" onDismiss={() => setMessage(null)}>
          {message}
        </Alert>
      ) : null}
      <Card className="p-4 sm:p-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <CardTitle>{VIEW_LABEL[status]} uses</CardTitle>
            <CardDescription>
              {status === 'pending'
                ? asAdmin
                  ? 'Every use waiting for a decision. Approving pays the creator from the campaign’s escrow, less the platform fee.'
                  : 'Videos made with your campaigns. Approving pays the creator from the escrow, less the platform fee; rejecting frees the slot.'
                : status === 'disputed'
                  ? 'Approved videos reported during their payout hold, and rejections their creators appealed, waiting for an admin.'
                  : 'Decisions already made.'}
            </CardDescription>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <Field label="Show" htmlFor="approval-status">
              <NativeSelect id="approval-status" value={status} onChange={(e) => setStatus(e.target.value as View)} className="w-64 max-w-full">
                <option value="pending">Pending</option>
                <option value="approved">Approved</option>
                <option value="rejected">Rejected</option>
                <option value="disputed">Reported or appealed{disputed.length ? ` (${disputed.length})` : ''}</option>
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
                    {formatMoney(pendingTotal, pending[0] ? currencyOf(pending[0]) : fallbackCurrency)} is paid to the creators from the escrow, less the platform fee. Check the videos first{unchecked > 0 ? ` (we could not check ${unchecked === pending.length ? 'any' : unchecked} of them)` : ''}. Videos still being checked or whose check found a problem, and click payouts held for review, are left for you to decide one by one.
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
          <p className="mt-6 text-sm text-muted-foreground" data-testid="approvals-empty">
            {pulled === false
              ? 'The uses have not been loaded on this device yet. Connect to the internet once; afterwards they show offline too.'
              : status === 'pending'
                ? 'Nothing is waiting for your decision.'
                : status === 'disputed'
                  ? 'No report or appeal is waiting.'
                  : `No ${status} uses yet.`}
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-border" aria-label={`${VIEW_LABEL[status]} uses`}>
            {shown.map((a) => (
              <ApprovalItem key={a.id} a={a} currency={currencyOf(a)} feeBps={feeBps} asAdmin={asAdmin} onMessage={setMessage} onDecided={setDecision} focusResult={focusResult} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}
