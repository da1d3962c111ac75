import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '@/db/db'
import type { ApprovalRow, BrandRequestRow } from '@/db/mirrors/market'
import { useWalletBalance } from '@/lib/portal/wallet-balance'
import type { Overlaid } from '@/lib/sync/overlay'
import { BRAND_KINDS } from './kinds'
import { useMirror } from '@/lib/sync/use-mirror'
import { useRefusedWrites as useRefusedOf } from '@/lib/sync/use-refused'

export type RequestView = Overlaid<BrandRequestRow>
export type SubmissionView = Overlaid<ApprovalRow>

const newestFirst = <T extends { createdAt: string }>(a: T, b: T) => b.createdAt.localeCompare(a.createdAt)

/**
 * Brand requests as the mirror holds them (a brand's own, or every live one for creators and
 * admins), newest first, with queued writes on top; `undefined` while loading. Withdrawn ones
 * stay only while their withdrawal waits to be sent; a brand's own still waiting for the wallet
 * (`pending`, only ever sent to their owner) are shown so the brand sees what it made.
 */
export function useRequests(): RequestView[] | undefined {
  const rows = useMirror<BrandRequestRow & Record<string, unknown>>('brandRequests')
  return rows?.filter((r) => r.status === 'active' || r.status === 'pending' || r._pending).sort(newestFirst)
}

/** Submissions (uses) as the caller's role sees them, grouped by request id. */
export function useSubmissionsByRequest(): Map<string, SubmissionView[]> | undefined {
  const rows = useMirror<ApprovalRow & Record<string, unknown>>('approvals')
  if (!rows) return undefined
  const byRequest = new Map<string, SubmissionView[]>()
  for (const row of [...rows].sort(newestFirst)) {
    if (row.campaignKind !== 'duet' && row.campaignKind !== 'script') continue
    byRequest.set(row.campaignId, [...(byRequest.get(row.campaignId) ?? []), row])
  }
  return byRequest
}

export interface RefusedWrite {
  seq: number
  kind: string
  /** The request the write was about. */
  requestId: string | null
  label: string
  message: string
}

/** This user's brand-request writes the server refused (also in "needs attention"), newest first. */
export function useRefusedWrites(): RefusedWrite[] {
  const refused = useRefusedOf(BRAND_KINDS) ?? []
  return refused.toReversed().map((r) => {
    const input = r.input as { request_id?: string; id?: string }
    return { seq: r.seq, kind: r.kind, requestId: input.request_id ?? input.id ?? null, label: r.label, message: r.message }
  })
}

/** The server's default currency, for the moments before the wallet or any request was pulled. */
const FALLBACK_CURRENCY = 'NGN'

/** The deployment's currency: the wallet's, else a mirrored request's. */
export function useCurrency(): string {
  const balance = useWalletBalance()
  const requests = useMirror<BrandRequestRow & Record<string, unknown>>('brandRequests')
  return balance?.currency ?? requests?.[0]?.currency ?? FALLBACK_CURRENCY
}

/** Whether this list has been pulled at least once on this device (else an empty list means "not yet"). */
export function usePulled(collection: string): boolean | undefined {
  return useLiveQuery(async () => (await db.syncState.get(collection))?.lastPulledAt !== undefined, [collection])
}
