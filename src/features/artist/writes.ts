import type { OutboxEntry } from '@/db/sync-schema'
import type { ApprovalRow, SoundRow } from '@/db/mirrors/market'
import { AddVideosBodySchema, ReleaseBodySchema, SoundIdBodySchema } from '@server/routes/sounds/sounds.schemas'
import { approveAllLeaves } from '@/lib/portal/video-check'
import { patchRows } from '@/lib/sync/overlay'
import { defineWrite, type AnyWrite } from '@/lib/sync/registry'
import { ARTIST_KIND } from './kinds'
import { ApproveAllBodySchema, DecideBodySchema } from '@server/routes/approvals/approvals.schemas'

// The writes the artist screens queue on their sounds and their creators' uses (registered where
// the app starts, src/app/portal-writes.ts). A new sound is the song upload's (song-upload/writes.ts).

/** Collections a decision or a new campaign changes on the server (balances, counts, dashboards). */
const AFTER_MONEY_MOVES = ['walletBalance', 'sounds', 'approvals', 'artist.dashboard', 'brandRequests.mine', 'brandRequests.all'] as const

// ---------------------------------------------------------------------------------------------
// Delete a sound (the unspent escrow is refunded)

export interface DeleteSoundInput {
  soundid: string
  title: string
}

export const deleteSoundWrite = defineWrite<DeleteSoundInput, { sound: SoundRow; refunded: number; released: number }>({
  name: ARTIST_KIND.deleteSound,
  schema: SoundIdBodySchema,
  method: 'POST',
  path: '/artist/delete-sound',
  roles: ['artist', 'admin'],
  body: (input) => ({ type: 'json', value: { soundid: input.soundid } }),
  describe: (input) => `Deleting "${input.title}"`,
  change: {
    // Marked deleted while it waits; gone once the server took it, until the pull brings its tombstone.
    sounds: (rows, input, entry) =>
      entry.status === 'confirmed' ? rows.filter((r) => r.id !== input.soundid) : patchRows(rows, new Set([input.soundid]), entry, (r) => ({ ...r, status: 'deleted' })),
    // Its held slots went with it (the screen reads them per sound, no list pulls them).
    artistReservedSlots: (rows, input, entry) => (entry.status === 'confirmed' ? rows.filter((r) => r.campaignId !== input.soundid) : rows),
  },
  pulls: ['walletBalance', 'sounds', 'artist.dashboard'],
})

// ---------------------------------------------------------------------------------------------
// Add reference videos to a sound

export interface AddVideosInput {
  soundid: string
  title: string
  video_links: string[]
}

export const addVideosWrite = defineWrite<AddVideosInput, { sound: SoundRow }>({
  name: ARTIST_KIND.addVideos,
  schema: AddVideosBodySchema,
  method: 'POST',
  path: '/artist/add-more-videos-to-sound',
  roles: ['artist', 'admin'],
  body: (input) => ({ type: 'json', value: { soundid: input.soundid, video_links: input.video_links } }),
  describe: (input) => `${input.video_links.length === 1 ? 'A video' : `${input.video_links.length} videos`} added to "${input.title}"`,
  change: {
    sounds: (rows, input, entry) => patchRows(rows, new Set([input.soundid]), entry, (r) => ({ ...r, videoLinks: [...new Set([...r.videoLinks, ...input.video_links])] })),
  },
  pulls: ['sounds'],
})

// ---------------------------------------------------------------------------------------------
// Release reserved (held) slots

export interface ReleaseSlotsInput {
  sound_id: string
  title: string
  hold_ids: string[]
}

export const releaseSlotsWrite = defineWrite<ReleaseSlotsInput, { released: Array<{ id: string }>; skipped: string[] }>({
  name: ARTIST_KIND.releaseSlots,
  schema: ReleaseBodySchema,
  method: 'POST',
  path: '/artist/delete-reserved-slots',
  roles: ['artist', 'admin'],
  body: (input) => ({ type: 'json', value: { sound_id: input.sound_id, hold_ids: input.hold_ids } }),
  describe: (input) => `Releasing ${input.hold_ids.length === 1 ? 'a held slot' : `${input.hold_ids.length} held slots`} of "${input.title}"`,
  // Shown released (and the slots free) until the pulls of the sound's holds and the sounds land.
  change: {
    artistReservedSlots: (rows, input, entry) => patchRows(rows, new Set(input.hold_ids), entry, (r) => (r.status === 'held' ? { ...r, status: 'released' } : r)),
    sounds: (rows, input, entry) =>
      patchRows(rows, new Set([input.sound_id]), entry, (r) => {
        const n = Math.min(input.hold_ids.length, r.slots.held)
        return { ...r, slots: { ...r.slots, held: r.slots.held - n, free: r.slots.free + n } }
      }),
  },
  pulls: ['artist.reservedSlots', 'sounds'],
  // Only this sound's holds changed: its set alone is pulled after the release.
  setOf: { 'artist.reservedSlots': (input) => ({ sound_id: input.sound_id }) },
})

// ---------------------------------------------------------------------------------------------
// Decide on uses (approve pays the creator from escrow less the fee; reject frees the slot)

export interface DecideInput {
  approval_id: string
  status: 'approved' | 'rejected'
  reason?: string
  /** Admins decide through /approval/by-admin. */
  asAdmin: boolean
  /** For the words in the outbox: "Approval of … for …". */
  creatorName: string | null
  campaignTitle: string
  /** The use's campaign and amount (not sent): its budget shows the decision until it is pulled. */
  campaignId: string
  amount: number
}

const decided = <R extends object>(r: R, status: 'approved' | 'rejected', reason: string | null, at: number): R => ({ ...r, status, reason, decidedAt: new Date(at).toISOString() })

type Budgeted = { id: string; budget: SoundRow['budget'] }

/**
 * The campaign's budget once the server took the decision (`remaining` = escrowed − paid −
 * refunded): an approval pays the use's amount out of escrow, a rejection only frees it from
 * pending. Shown from the confirmation until the campaign's list is pulled, so the owner's result
 * message ("… has ₦Y left") never reads the budget from before the decision.
 */
function decidedBudget<R extends Budgeted>(rows: R[], input: DecideInput, entry: OutboxEntry): R[] {
  // An entry queued before decisions carried the use's amount has none: the pull brings the figures.
  if (entry.status !== 'confirmed' || typeof input.amount !== 'number') return rows
  const paid = input.status === 'approved' ? input.amount : 0
  return rows.map((r) =>
    r.id === input.campaignId && r.budget
      ? { ...r, budget: { ...r.budget, paid: r.budget.paid + paid, remaining: r.budget.remaining - paid, pending: Math.max(0, r.budget.pending - input.amount) } }
      : r,
  )
}

export const decideUseWrite = defineWrite<DecideInput, { approval: ApprovalRow; campaignRemaining?: number }>({
  name: ARTIST_KIND.decideUse,
  schema: DecideBodySchema,
  method: 'POST',
  path: (input) => (input.asAdmin ? '/approval/by-admin' : '/approval/by-artist'),
  roles: ['artist', 'brand', 'admin'],
  body: (input) => ({ type: 'json', value: { approval_id: input.approval_id, status: input.status, ...(input.reason ? { reason: input.reason } : {}) } }),
  describe: (input) => `${input.status === 'approved' ? 'Approval' : 'Rejection'} of ${input.creatorName ?? 'a creator'}’s video for "${input.campaignTitle}"`,
  change: {
    approvals: (rows, input, entry) =>
      patchRows(rows, new Set([input.approval_id]), entry, (r) => (r.status === 'pending' ? decided(r, input.status, input.reason ?? null, entry.createdAt) : r)),
    sounds: decidedBudget,
    brandRequests: decidedBudget,
  },
  pulls: AFTER_MONEY_MOVES,
})

export interface ApproveAllInput {
  /** Whose campaigns' pending uses (the caller's own unless an admin names someone). */
  ownerId: string
  soundid?: string
  asAdmin: boolean
  /** How many were pending when the button was pressed (for the words only). */
  count: number
}

/** Whether approve-all covers this approval (never a click payout held for review, nor a video being checked or found wrong). */
export const approveAllCovers = (r: Pick<ApprovalRow, 'status' | 'held' | 'videoCheck' | 'ownerId' | 'campaignId'>, input: Pick<ApproveAllInput, 'ownerId' | 'soundid'>) =>
  r.status === 'pending' && !approveAllLeaves(r) && r.ownerId === input.ownerId && (!input.soundid || r.campaignId === input.soundid)

export const approveAllWrite = defineWrite<ApproveAllInput, { approvals: ApprovalRow[] }>({
  name: ARTIST_KIND.approveAll,
  schema: ApproveAllBodySchema,
  method: 'POST',
  path: '/approval/by-artist-approve-all',
  roles: ['artist', 'brand', 'admin'],
  body: (input) => ({ type: 'json', value: { ...(input.soundid ? { soundid: input.soundid } : {}), ...(input.asAdmin ? { artist_id: input.ownerId } : {}) } }),
  describe: (input) => `Approving all ${input.count} pending ${input.count === 1 ? 'use' : 'uses'}`,
  change: {
    approvals: (rows, input, entry) => {
      const ids = new Set(rows.filter((r) => approveAllCovers(r, input)).map((r) => r.id))
      return patchRows(rows, ids, entry, (r) => decided(r, 'approved', null, entry.createdAt))
    },
  },
  pulls: AFTER_MONEY_MOVES,
})

export const artistWrites: AnyWrite[] = [deleteSoundWrite, addVideosWrite, releaseSlotsWrite, decideUseWrite, approveAllWrite]
