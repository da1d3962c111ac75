import { Hourglass } from 'lucide-react'
import type { ApprovalRow } from '@/db/mirrors/market'
import { AdminDecision, AppealButton, ReportButton } from './dispute-dialogs'
import { payoutSentence, REPORT_REASON_LABEL } from '@/lib/portal/disputes/words'

type Approval = Pick<ApprovalRow, 'id' | 'campaignTitle' | 'creatorName' | 'status' | 'kind'> & Partial<Pick<ApprovalRow, 'payout' | 'report' | 'appeal'>>
export type Viewer = 'creator' | 'owner' | 'admin'

const REPORT_DECISION = { refund: 'An admin upheld it: the pay went back to the campaign.', release: 'An admin released the pay to the creator.' } as const
const APPEAL_DECISION = { pay: 'An admin approved the video on appeal.', keep: 'An admin kept the rejection.' } as const

/**
 * Under an approved or rejected video: where its pay stands (on hold, released, returned), its
 * report or appeal and what was decided, and the one action this viewer may take — report (the
 * owner, during the hold), appeal (the creator, once, on a rejection) or decide (an admin).
 * Mirrored rows from before payouts were held carry none of these fields.
 */
export function ApprovalDisputes({ a, viewer, onMessage }: { a: Approval; viewer: Viewer; onMessage?: (m: string | null) => void }) {
  if (a.kind !== 'video') return null
  const payout = a.payout ?? null
  const report = a.report ?? null
  const appeal = a.appeal ?? null
  const canReport = viewer === 'owner' && a.status === 'approved' && payout?.state === 'on_hold' && !report
  const canAppeal = viewer === 'creator' && a.status === 'rejected' && !appeal
  return (
    <div className="grid gap-1 text-sm" data-testid="approval-disputes">
      {payout && a.status === 'approved' ? (
        <p className="inline-flex items-start gap-1 text-soft-foreground" data-testid="payout-note">
          <Hourglass size={14} className="mt-0.5 shrink-0" aria-hidden /> {payoutSentence(payout, viewer, { reported: Boolean(report && !report.decision) })}
        </p>
      ) : null}
      {report ? (
        <p data-testid="report-note">
          Reported: {REPORT_REASON_LABEL[report.reason]}
          {report.note ? ` (“${report.note}”)` : ''}. {report.decision ? REPORT_DECISION[report.decision] : 'Waiting for an admin.'}
        </p>
      ) : null}
      {appeal ? (
        <p data-testid="appeal-note">
          Appealed: “{appeal.note}”. {appeal.decision ? APPEAL_DECISION[appeal.decision] : 'Waiting for an admin.'}
        </p>
      ) : null}
      {canReport || canAppeal || (viewer === 'admin' && (report || appeal)) ? (
        <div className="flex flex-wrap gap-2 pt-1">
          {canReport ? <ReportButton a={a} /> : null}
          {canAppeal ? <AppealButton a={a} /> : null}
          {viewer === 'admin' && report && !report.decision && payout?.state === 'on_hold' ? <AdminDecision a={a} kind="report" onMessage={onMessage ?? (() => {})} /> : null}
          {viewer === 'admin' && appeal && !appeal.decision && a.status === 'rejected' ? <AdminDecision a={a} kind="appeal" onMessage={onMessage ?? (() => {})} /> : null}
        </div>
      ) : null}
    </div>
  )
}
