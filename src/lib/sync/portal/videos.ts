import type { z } from 'zod'
import type { ApprovalRow, BrandRequestRow, SoundRow } from '../../../db/mirrors/market'
import type { OutboxEntry } from '../../../db/sync-schema'
import { markPending, patchRows, upsertRow } from '../overlay'
import { defineWrite } from '../registry'
import { VIDEO_KIND } from './shared-kinds'
import { type ApprovalResponseSchema, UseSoundBodySchema } from '@server/routes/approvals/approvals.schemas'
import { SubmitRequestVideoBodySchema } from '@server/routes/brand-requests/brand-requests.schemas'
import { SubmitLinksBodySchema } from '@server/routes/sounds/sounds.schemas'

// A creator's video for a slot they hold, on a sound (one link; several on influencer sounds) or on
// a brand request. Shared write kinds: the sound screens, the brand requests and the share sheet
// all queue them (through src/lib/portal/video-submissions.ts).

const iso = (ms: number) => new Date(ms).toISOString()

/** The sound row `soundid` changed by `change`, marked pending. */
export const patchSound = <R extends SoundRow>(rows: R[], soundid: string, entry: OutboxEntry, change: (row: R) => R) =>
  rows.map((row) => (row.id === soundid ? markPending(change(row), entry) : row))

// ---- on a sound ----

export interface UseSoundInput {
  id: string
  soundid: string
  /** Canonical link, as UseSoundBodySchema gives it. */
  video_url: string
  title: string
  kind: ApprovalRow['campaignKind']
  ownerId: string
  amount: number
}

export interface SubmitLinksInput {
  soundid: string
  links: string[]
  ids: string[]
  title: string
  ownerId: string
  amount: number
}

/** The sound row once my video went in: the hold is submitted, its slot counts as used. */
function withSubmitted<R extends SoundRow>(row: R): R {
  if (!row.myHold || row.myHold.status === 'submitted') return row
  const slots = row.slots
  const wasHeld = row.myHold.status === 'held'
  return {
    ...row,
    myHold: { ...row.myHold, status: 'submitted' },
    slots: wasHeld ? { ...slots, held: Math.max(0, slots.held - 1), used: slots.used + 1 } : slots,
  }
}

/** A video of mine on a campaign, as its approval shows before the server answers. */
export interface PendingVideo {
  id: string
  campaignId: string
  kind: ApprovalRow['campaignKind']
  title: string
  ownerId: string
  amount: number
  url: string
  /** The hold the video is for, where the screen knows it (the server fills it in otherwise). */
  holdId?: string | null
  creatorName?: string | null
}

/** The approval a submitted video shows as until the server answers: pending, made by the entry's user when it was queued. */
export function pendingApproval(v: PendingVideo, entry: Pick<OutboxEntry, 'userId' | 'createdAt'>): ApprovalRow {
  const at = iso(entry.createdAt)
  return {
    id: v.id,
    campaignId: v.campaignId,
    campaignKind: v.kind,
    campaignTitle: v.title,
    holdId: v.holdId ?? null,
    creatorId: entry.userId,
    creatorName: v.creatorName ?? null,
    ownerId: v.ownerId,
    kind: 'video',
    videoUrl: v.url,
    clickCount: null,
    amount: v.amount,
    fee: null,
    net: null,
    status: 'pending',
    autoApproved: false,
    held: false,
    heldReason: null,
    clickEvidence: null,
    // Checked once the server has it.
    videoCheck: null,
    payout: null,
    report: null,
    appeal: null,
    reason: null,
    decidedAt: null,
    createdAt: at,
    updatedAt: at,
  }
}

/** Submits the video made with a held sound: a pending approval the artist decides. */
export const useSoundWrite = defineWrite<UseSoundInput, { approval: ApprovalRow }>({
  name: VIDEO_KIND.useSound,
  schema: UseSoundBodySchema,
  method: 'POST',
  path: '/approval/use-sound',
  roles: ['tiktoker'],
  body: (input) => ({ type: 'json', value: { soundid: input.soundid, video_url: input.video_url, id: input.id } }),
  describe: (input) => `Video link for "${input.title}"`,
  change: {
    sounds: (rows, input, entry) => patchSound(rows, input.soundid, entry, withSubmitted),
    approvals: (rows, input, entry) => upsertRow(rows, pendingApproval({ ...input, campaignId: input.soundid, url: input.video_url }, entry), entry),
  },
  pulls: ['sounds', 'approvals'],
})

/** Submits several videos for the influencer slot held (each paid once approved). */
export const submitInfluencerLinksWrite = defineWrite<SubmitLinksInput, { approvals: ApprovalRow[] }>({
  name: VIDEO_KIND.submitInfluencerLinks,
  schema: SubmitLinksBodySchema,
  method: 'POST',
  path: '/artist/submit-spam-sounds-links',
  roles: ['tiktoker'],
  body: (input) => ({ type: 'json', value: { soundid: input.soundid, links: input.links, ids: input.ids } }),
  describe: (input) => `${input.links.length === 1 ? 'Video link' : `${input.links.length} video links`} for "${input.title}"`,
  change: {
    sounds: (rows, input, entry) => patchSound(rows, input.soundid, entry, withSubmitted),
    approvals: (rows, input, entry) => input.links.reduce((out, url, i) => upsertRow(out, pendingApproval({ ...input, campaignId: input.soundid, id: input.ids[i]!, kind: 'influencer', url }, entry), entry), rows),
  },
  pulls: ['sounds', 'approvals'],
})

// ---- on a brand request ----

export interface SubmitVideoInput {
  id: string
  request_id: string
  /** The link as the server keeps it (VideoLinkSchema's canonical form). */
  video_url: string
  /** For the optimistic submission (not sent). */
  view: { creatorName: string | null; ownerId: string; title: string; kind: 'duet' | 'script'; amount: number; holdId: string | null }
}

function submitted<R extends BrandRequestRow>(r: R): R {
  if (!r.myHold || r.myHold.status !== 'held') return r
  return { ...r, myHold: { ...r.myHold, status: 'submitted' }, slots: { ...r.slots, held: Math.max(0, r.slots.held - 1), used: r.slots.used + 1 } }
}

export const submitVideoWrite = defineWrite<SubmitVideoInput, z.infer<typeof ApprovalResponseSchema>>({
  name: VIDEO_KIND.submitRequestVideo,
  schema: SubmitRequestVideoBodySchema,
  method: 'POST',
  path: '/brand/submit-request-video',
  roles: ['tiktoker'],
  body: (input) => ({ type: 'json', value: { request_id: input.request_id, video_url: input.video_url, id: input.id } }),
  describe: (input) => `Video for "${input.view.title}"`,
  change: {
    brandRequests: (rows, input, entry) => patchRows(rows, new Set([input.request_id]), entry, submitted),
    approvals: (rows, input, entry) => (rows.some((r) => r.id === input.id) ? rows : upsertRow(rows, pendingApproval({ ...input.view, id: input.id, campaignId: input.request_id, url: input.video_url }, entry), entry)),
  },
  pulls: ['approvals', 'brandRequests.all'],
})

/** Every video kind, for registration. */
export const videoWrites = [useSoundWrite, submitInfluencerLinksWrite, submitVideoWrite]
