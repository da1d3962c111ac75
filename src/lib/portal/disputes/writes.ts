import type { ApprovalRow } from '@/db/mirrors/market'
import type { OutboxEntry } from '@/db/sync-schema'
import { patchRows } from '@/lib/sync/overlay'
import { defineWrite, type AnyWrite } from '@/lib/sync/registry'
import type { ReportReason } from '@server/lib/marketplace-values'
import { AppealBodySchema, DecideAppealBodySchema, DecideReportBodySchema, ReportBodySchema } from '@server/routes/approvals/approvals.schemas'
import { DISPUTE_KIND } from './kinds'

// Reports (an owner, on an approved video whose pay is on hold) and appeals (a creator, once, on a
// rejection), and an admin's decisions on them (registered where the app starts, src/app/portal-writes.ts).
// Each shows on its approval at once, offline too, and the server's answer replaces it.

/** Lists a decision changes on the server: the approval, the balances it moves, the campaign's budget. */
const AFTER_DECISION = ['approvals', 'walletBalance', 'sounds', 'brandRequests.mine'] as const

interface About {
  approval_id: string
  /** For the words in the outbox only. */
  campaignTitle: string
}

export interface ReportInput extends About {
  id: string
  reason: ReportReason
  note?: string
}

const opened = (entry: OutboxEntry, o: { id: string; note: string | null }) => ({ id: o.id, note: o.note, createdAt: new Date(entry.createdAt).toISOString(), decidedAt: null, decisionNote: null, decision: null })

export const reportWrite = defineWrite<ReportInput, { approval: ApprovalRow }>({
  name: DISPUTE_KIND.report,
  schema: ReportBodySchema,
  method: 'POST',
  path: '/approval/report',
  roles: ['artist', 'brand', 'admin'],
  body: (input) => ({ type: 'json', value: { approval_id: input.approval_id, reason: input.reason, id: input.id, ...(input.note ? { note: input.note } : {}) } }),
  describe: (input) => `Report on a video for "${input.campaignTitle}"`,
  change: {
    approvals: (rows, input, entry) =>
      patchRows(rows, new Set([input.approval_id]), entry, (r) => (r.report ? r : { ...r, report: { ...opened(entry, { id: input.id, note: input.note ?? null }), reason: input.reason } })),
  },
  pulls: ['approvals'],
})

export interface AppealInput extends About {
  id: string
  note: string
}

export const appealWrite = defineWrite<AppealInput, { approval: ApprovalRow }>({
  name: DISPUTE_KIND.appeal,
  schema: AppealBodySchema,
  method: 'POST',
  path: '/approval/appeal',
  roles: ['tiktoker'],
  body: (input) => ({ type: 'json', value: { approval_id: input.approval_id, note: input.note, id: input.id } }),
  describe: (input) => `Appeal for your video on "${input.campaignTitle}"`,
  change: {
    approvals: (rows, input, entry) => patchRows(rows, new Set([input.approval_id]), entry, (r) => (r.appeal ? r : { ...r, appeal: opened(entry, { id: input.id, note: input.note }) })),
  },
  pulls: ['approvals'],
})

export interface DecideReportInput extends About {
  decision: 'refund' | 'release'
  note?: string
}

const decidedAt = (entry: OutboxEntry) => new Date(entry.createdAt).toISOString()

export const decideReportWrite = defineWrite<DecideReportInput, { approval: ApprovalRow }>({
  name: DISPUTE_KIND.decideReport,
  schema: DecideReportBodySchema,
  method: 'POST',
  path: '/approval/decide-report',
  roles: ['admin'],
  body: (input) => ({ type: 'json', value: { approval_id: input.approval_id, decision: input.decision, ...(input.note ? { note: input.note } : {}) } }),
  describe: (input) => `${input.decision === 'refund' ? 'Refund' : 'Release'} on the report for "${input.campaignTitle}"`,
  change: {
    approvals: (rows, input, entry) =>
      patchRows(rows, new Set([input.approval_id]), entry, (r) =>
        r.report && !r.report.decision ? { ...r, report: { ...r.report, decision: input.decision, decidedAt: decidedAt(entry), decisionNote: input.note ?? null } } : r,
      ),
  },
  pulls: AFTER_DECISION,
})

export interface DecideAppealInput extends About {
  decision: 'pay' | 'keep'
  note?: string
}

export const decideAppealWrite = defineWrite<DecideAppealInput, { approval: ApprovalRow }>({
  name: DISPUTE_KIND.decideAppeal,
  schema: DecideAppealBodySchema,
  method: 'POST',
  path: '/approval/decide-appeal',
  roles: ['admin'],
  body: (input) => ({ type: 'json', value: { approval_id: input.approval_id, decision: input.decision, ...(input.note ? { note: input.note } : {}) } }),
  describe: (input) => `${input.decision === 'pay' ? 'Paying' : 'Keeping the rejection of'} an appealed video for "${input.campaignTitle}"`,
  change: {
    approvals: (rows, input, entry) =>
      patchRows(rows, new Set([input.approval_id]), entry, (r) =>
        r.appeal && !r.appeal.decision
          ? { ...r, status: input.decision === 'pay' ? 'approved' : r.status, appeal: { ...r.appeal, decision: input.decision, decidedAt: decidedAt(entry), decisionNote: input.note ?? null } }
          : r,
      ),
  },
  pulls: AFTER_DECISION,
})

export const disputeWrites: AnyWrite[] = [reportWrite, appealWrite, decideReportWrite, decideAppealWrite]
