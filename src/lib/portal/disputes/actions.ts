import type { ReportReason } from '@server/lib/marketplace-values'
import type { ApprovalRow } from '@/db/mirrors/market'
import { queued, type ActionResult } from '@/lib/sync/action-result'
import { queueWrite } from '@/lib/sync/queue-write'
import { appealWrite, decideAppealWrite, decideReportWrite, reportWrite } from './writes'

type Approval = Pick<ApprovalRow, 'id' | 'campaignTitle'>
const about = (a: Approval) => ({ approval_id: a.id, campaignTitle: a.campaignTitle })
const words = (s: string) => s.trim() || undefined

/** Reports an approved video whose pay is on hold (queued; the server's schema checks it first). */
export async function report(a: Approval, reason: ReportReason, note: string): Promise<ActionResult> {
  if (reason === 'other' && !words(note)) return { ok: false, message: 'Say what is wrong with the video.' }
  return queued(() => queueWrite(reportWrite, { ...about(a), id: crypto.randomUUID(), reason, note: words(note) }))
}

/** Appeals the rejection of one's own video, once. */
export const appeal = (a: Approval, note: string): Promise<ActionResult> => queued(() => queueWrite(appealWrite, { ...about(a), id: crypto.randomUUID(), note: note.trim() }))

export const decideReport = (a: Approval, decision: 'refund' | 'release'): Promise<ActionResult> => queued(() => queueWrite(decideReportWrite, { ...about(a), decision }))
export const decideAppeal = (a: Approval, decision: 'pay' | 'keep'): Promise<ActionResult> => queued(() => queueWrite(decideAppealWrite, { ...about(a), decision }))
