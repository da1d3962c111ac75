import type { z } from 'zod'
import type { BrandRequestRow, WalletBalanceRow } from '@/db/mirrors/market'
import type { OutboxEntry } from '@/db/sync-schema'
import { CreateRequestBodySchema, type DeleteRequestResponseSchema, HoldRequestBodySchema, RequestIdBodySchema, type RequestResponseSchema } from '@server/routes/brand-requests/brand-requests.schemas'
import type { HoldResponseSchema } from '@server/routes/sounds/sounds.schemas'
import { markPending, patchRows, upsertRow } from '@/lib/sync/overlay'
import { defineWrite, type AnyWrite } from '@/lib/sync/registry'
import { BRAND_KIND } from './kinds'

// Brand requests: a brand creates and withdraws them; a creator holds a slot on one. The video for
// a held slot is a shared kind (src/lib/sync/portal/videos.ts: the share sheet queues it too). The
// lists themselves (brandRequests, approvals, walletBalance) are the shared ones in market.ts.

type Slots = BrandRequestRow['slots']
type Hold = NonNullable<BrandRequestRow['myHold']>

const iso = (ms: number) => new Date(ms).toISOString()

/** The title the server gives a request without one (the start of the brief). */
export const defaultTitle = (brief: string) => {
  const b = brief.trim()
  return b.length > 60 ? `${b.slice(0, 57)}...` : b
}

/** Moves the caller's wallet balance by `delta` available (escrow moves the other way). */
function shiftBalance<R extends WalletBalanceRow>(rows: R[], delta: number, entry: OutboxEntry): R[] {
  return rows.map((r) => (r.key === 'me' ? markPending({ ...r, available: r.available + delta, escrow: r.escrow - delta }, entry) : r))
}

// ---- create-request (brand) ----

/** What the form queues: the server's body plus what the optimistic row needs to show. */
export interface CreateRequestInput {
  id: string
  type: 'duet' | 'script'
  title?: string
  brief: string
  duet_video_url?: string
  script?: string
  slots: number
  pay_per_video: number
  hold_hours: number
  /** For the optimistic row only (not sent). */
  view: { brandId: string; brandName: string | null; currency: string }
}

export function pendingRequestRow(input: CreateRequestInput, createdAt: number): BrandRequestRow {
  const budget = input.slots * input.pay_per_video
  return {
    id: input.id,
    status: 'active',
    title: input.title ?? defaultTitle(input.brief),
    holdHours: input.hold_hours,
    currency: input.view.currency,
    slots: { total: input.slots, free: input.slots, held: 0, used: 0 },
    pendingApprovals: 0,
    budget: { escrowed: budget, paid: 0, pending: 0, refunded: 0, remaining: budget },
    myHold: null,
    createdAt: iso(createdAt),
    updatedAt: iso(createdAt),
    type: input.type,
    brandId: input.view.brandId,
    brandName: input.view.brandName,
    brief: input.brief,
    duetVideoUrl: input.duet_video_url ?? null,
    script: input.script ?? null,
    payPerVideo: input.pay_per_video,
  }
}

export const createRequestWrite = defineWrite<CreateRequestInput, z.infer<typeof RequestResponseSchema>>({
  name: BRAND_KIND.createRequest,
  schema: CreateRequestBodySchema,
  method: 'POST',
  path: '/brand/create-request',
  roles: ['brand'],
  body: ({ view: _view, ...wire }) => ({ type: 'json', value: wire }),
  describe: (input) => `${input.type === 'duet' ? 'Duet' : 'Script'} request "${input.title ?? defaultTitle(input.brief)}"`,
  change: {
    brandRequests: (rows, input, entry) => (rows.some((r) => r.id === input.id) ? rows : upsertRow(rows, pendingRequestRow(input, entry.createdAt), entry)),
    walletBalance: (rows, input, entry) => shiftBalance(rows, -input.slots * input.pay_per_video, entry),
  },
  pulls: ['walletBalance', 'brandRequests.mine'],
})

// ---- delete-request (brand) ----

export interface DeleteRequestInput {
  request_id: string
  /** What the brand was told would come back (for the optimistic balance; the server decides). */
  refund: number
  title: string
}

export const deleteRequestWrite = defineWrite<DeleteRequestInput, z.infer<typeof DeleteRequestResponseSchema>>({
  name: BRAND_KIND.deleteRequest,
  schema: RequestIdBodySchema,
  method: 'POST',
  path: '/brand/delete-request',
  roles: ['brand'],
  body: (input) => ({ type: 'json', value: { request_id: input.request_id } }),
  describe: (input) => `Withdrawing "${input.title}"`,
  change: {
    brandRequests: (rows, input, entry) => patchRows(rows, new Set([input.request_id]), entry, (r) => ({ ...r, status: 'deleted' as const })),
    walletBalance: (rows, input, entry) => shiftBalance(rows, input.refund, entry),
  },
  pulls: ['walletBalance', 'brandRequests.mine'],
})

// ---- hold-request-slot (creator) ----

export interface HoldRequestInput {
  id: string
  request_id: string
  /** For the optimistic hold (not sent). */
  creatorId: string
  holdHours: number
  title: string
}

/** The request with the caller's hold on it; slot counts move only if the row did not have it yet. */
function withHold<R extends BrandRequestRow>(r: R, hold: Hold): R {
  if (r.myHold?.id === hold.id) return { ...r, myHold: { ...r.myHold, ...hold } }
  const slots: Slots = { ...r.slots, free: Math.max(0, r.slots.free - 1), held: r.slots.held + 1 }
  return { ...r, myHold: hold, slots }
}

export const holdRequestWrite = defineWrite<HoldRequestInput, z.infer<typeof HoldResponseSchema>>({
  name: BRAND_KIND.holdSlot,
  schema: HoldRequestBodySchema,
  method: 'POST',
  path: '/brand/hold-request-slot',
  roles: ['tiktoker'],
  body: (input) => ({ type: 'json', value: { request_id: input.request_id, id: input.id } }),
  describe: (input) => `Slot on "${input.title}"`,
  change: {
    brandRequests: (rows, input, entry) => {
      const at = iso(entry.createdAt)
      const hold: Hold = { id: input.id, campaignId: input.request_id, creatorId: input.creatorId, status: 'held', expiresAt: iso(entry.createdAt + input.holdHours * 3_600_000), createdAt: at, updatedAt: at }
      return patchRows(rows, new Set([input.request_id]), entry, (r) => withHold(r, hold))
    },
  },
  pulls: ['brandRequests.all'],
})

export const brandWrites: AnyWrite[] = [createRequestWrite, deleteRequestWrite, holdRequestWrite]
