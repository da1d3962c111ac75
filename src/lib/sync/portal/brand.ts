import type { z } from 'zod'
import type { ApprovalRow, BrandRequestRow, WalletBalanceRow } from '../../../db/mirrors/market'
import type { OutboxEntry } from '../../../db/sync-schema'
import type { ApprovalResponseSchema } from '@server/routes/approvals/approvals.schemas'
import { CreateRequestBodySchema, type DeleteRequestResponseSchema, HoldRequestBodySchema, RequestIdBodySchema, type RequestResponseSchema, SubmitRequestVideoBodySchema } from '@server/routes/brand-requests/brand-requests.schemas'
import type { HoldResponseSchema } from '@server/routes/sounds/sounds.schemas'
import { markPending, patchRows, upsertRow } from '../overlay'
import type { AnyWrite, CollectionDef } from '../registry'
import { defineWrite } from '../registry'

// Brand requests: a brand creates and withdraws them; a creator holds a slot and submits the video.
// The lists themselves (brandRequests, approvals, walletBalance) are the shared ones in market.ts.

export const brandCollections: CollectionDef[] = []

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
  name: 'brand.createRequest',
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
  name: 'brand.deleteRequest',
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
  name: 'brand.holdSlot',
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

// ---- submit-request-video (creator) ----

export interface SubmitVideoInput {
  id: string
  request_id: string
  /** The link as the server keeps it (VideoLinkSchema's canonical form). */
  video_url: string
  /** For the optimistic submission (not sent). */
  view: { creatorId: string; creatorName: string | null; ownerId: string; title: string; kind: 'duet' | 'script'; amount: number; holdId: string | null }
}

function submitted<R extends BrandRequestRow>(r: R): R {
  if (!r.myHold || r.myHold.status !== 'held') return r
  return { ...r, myHold: { ...r.myHold, status: 'submitted' }, slots: { ...r.slots, held: Math.max(0, r.slots.held - 1), used: r.slots.used + 1 } }
}

export function pendingApprovalRow(input: SubmitVideoInput, createdAt: number): ApprovalRow {
  const v = input.view
  return {
    id: input.id,
    campaignId: input.request_id,
    campaignKind: v.kind,
    campaignTitle: v.title,
    holdId: v.holdId,
    creatorId: v.creatorId,
    creatorName: v.creatorName,
    ownerId: v.ownerId,
    kind: 'video',
    videoUrl: input.video_url,
    clickCount: null,
    amount: v.amount,
    fee: null,
    net: null,
    status: 'pending',
    autoApproved: false,
    held: false,
    heldReason: null,
    clickEvidence: null,
    reason: null,
    decidedAt: null,
    createdAt: iso(createdAt),
    updatedAt: iso(createdAt),
  }
}

export const submitVideoWrite = defineWrite<SubmitVideoInput, z.infer<typeof ApprovalResponseSchema>>({
  name: 'brand.submitVideo',
  schema: SubmitRequestVideoBodySchema,
  method: 'POST',
  path: '/brand/submit-request-video',
  roles: ['tiktoker'],
  body: (input) => ({ type: 'json', value: { request_id: input.request_id, video_url: input.video_url, id: input.id } }),
  describe: (input) => `Video for "${input.view.title}"`,
  change: {
    brandRequests: (rows, input, entry) => patchRows(rows, new Set([input.request_id]), entry, submitted),
    approvals: (rows, input, entry) => (rows.some((r) => r.id === input.id) ? rows : upsertRow(rows, pendingApprovalRow(input, entry.createdAt), entry)),
  },
  pulls: ['approvals', 'brandRequests.all'],
})

export const brandWrites: AnyWrite[] = [createRequestWrite, deleteRequestWrite, holdRequestWrite, submitVideoWrite]
