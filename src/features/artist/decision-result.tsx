import { CheckCircle2, Clock, XCircle } from 'lucide-react'
import type { Ref } from 'react'
import { formatMoney } from '@/lib/portal/format'
import type { Decision } from './approval-item'
import type { ApprovalView, CampaignBudget } from './hooks'

type Tone = 'done' | 'waiting' | 'refused'

/** The words for a decision as the mirror shows it now: waiting to be sent, done (with the money), or refused. */
export function decisionText(d: Decision, row: ApprovalView | undefined, campaign: CampaignBudget | undefined, fallbackCurrency: string): { tone: Tone; text: string } | null {
  if (!row) return null
  const who = row.creatorName ?? 'the creator'
  const title = campaign?.title ?? row.campaignTitle
  const money = (n: number) => formatMoney(n, campaign?.currency ?? fallbackCurrency)
  const left = campaign?.remaining != null ? `“${title}” has ${money(campaign.remaining)} left` : null
  if (row._pending) {
    return {
      tone: 'waiting',
      text: d.status === 'approved'
        ? `Approved on this device; it is sent as soon as there is a connection, and ${who} is paid then.`
        : `Rejected on this device; it is sent as soon as there is a connection.`,
    }
  }
  if (row.status === 'pending') return { tone: 'refused', text: 'The server did not accept this decision; the reason is shown above.' }
  if (row.status === 'approved') {
    const paid = row.net ?? row.amount - (row.fee ?? 0)
    return { tone: 'done', text: `Approved. ${money(paid)} paid to ${who}${left ? `; ${left}` : ''}.` }
  }
  return { tone: 'done', text: `Rejected. ${who} is not paid and the slot is free again${left ? `; ${left}` : ''}.` }
}

const TONE_CLASS: Record<Tone, string> = {
  done: 'bg-success-soft/50 text-success-soft-foreground ring-success/30',
  waiting: 'bg-warning-soft/50 text-warning-soft-foreground ring-warning/30',
  refused: 'bg-destructive-soft/50 text-destructive-soft-foreground ring-destructive/30',
}

/**
 * The outcome of the last approve or reject, with the new balances, kept up to date as the decision
 * is sent and confirmed. It takes the keyboard focus when the dialog closes (`ref`), so a screen
 * reader reads it and Tab continues from here.
 */
export function DecisionResult({ result, ref }: { result: { tone: Tone; text: string } | null; ref: Ref<HTMLDivElement> }) {
  const Icon = result?.tone === 'done' ? CheckCircle2 : result?.tone === 'waiting' ? Clock : XCircle
  return (
    <div ref={ref} tabIndex={-1} role="status" aria-live="polite" data-testid="decision-result" className={result ? `flex items-start gap-2 rounded-xl p-4 ring-1 focus-visible:outline-2 focus-visible:outline-brand-600 ${TONE_CLASS[result.tone]}` : 'sr-only'}>
      {result ? (
        <>
          <Icon size={20} className="mt-0.5 shrink-0" aria-hidden />
          <p className="min-w-0 break-words">{result.text}</p>
        </>
      ) : null}
    </div>
  )
}
