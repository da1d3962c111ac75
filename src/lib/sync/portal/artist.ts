import type { z } from 'zod'
import type { AppDB } from '../../../db/db'
import type { ApprovalRow, SoundRow } from '../../../db/mirrors/market'
import type { CreateSoundBodySchema } from '@server/routes/sounds/sounds.schemas'
import { patchRows, upsertRow } from '../overlay'
import { defineCollection, defineWrite, type AnyWrite, type CollectionDef, type Row } from '../registry'

// The lists only the artist screens read, and the writes they queue (registered in register-portal.ts).

/** The artist's own dashboard (totals, campaigns and a daily series for the last 30 days). */
export const artistDashboardCollection = defineCollection({
  name: 'artist.dashboard',
  table: 'artistDashboard',
  key: 'key',
  path: '/auth/get-artist-dashboard',
  roles: ['artist'],
  query: ({ userId }) => ({ user_id: userId }),
  parse: (body) => ({ rows: [{ ...(body as Row), key: 'me' }] }),
})

/** The live holds on one sound (its details), per sound: the sounds opened last open offline. */
export const reservedSlotsCollection = defineCollection({
  name: 'artist.reservedSlots',
  table: 'artistReservedSlots',
  path: '/artist/get-sound-reserved-slots',
  roles: ['artist', 'admin'],
  params: { keep: 10, owns: (p) => (row) => row.campaignId === p.sound_id },
  parse: (body) => ({ rows: (body as { holds: Row[] }).holds.filter((h) => h.status === 'held' || h.status === 'submitted') }),
})

export const artistCollections: CollectionDef[] = [artistDashboardCollection, reservedSlotsCollection]

/** Collections a decision or a new campaign changes on the server (balances, counts, dashboards). */
const AFTER_MONEY_MOVES = ['walletBalance', 'sounds', 'approvals', 'artist.dashboard', 'brandRequests.mine', 'brandRequests.all'] as const

// ---------------------------------------------------------------------------------------------
// Create a sound

/** The body as the form validated it; `audio` is filled in at send time from the upload. */
export type CreateSoundBody = Omit<z.input<typeof CreateSoundBodySchema>, 'audio'> & { id: string; audio?: string }

export interface CreateSoundInput {
  body: CreateSoundBody
  /** The client id of the audio upload (its row in the uploads mirror once stored). */
  uploadId: string
  uploadName: string
  /** For the optimistic row in My Songs. */
  artistId: string
  artistName: string | null
  categoryName: string | null
  currency: string
}

/** What a sound escrows when created: slots × pay per use (× videos per slot) + the click budget. */
export function soundBudget(b: Pick<CreateSoundBody, 'slots' | 'pay_per_use' | 'click_budget' | 'links_per_slot' | 'kind'>): number {
  const perSlot = (b.pay_per_use ?? 0) * (b.kind === 'influencer' ? (b.links_per_slot ?? 3) : 1)
  return (b.slots ?? 0) * perSlot + (b.click_budget ?? 0)
}

/** The row My Songs shows for a sound not yet confirmed by the server. */
export function optimisticSound(input: CreateSoundInput, createdAt: number): SoundRow {
  const b = input.body
  const total = b.slots ?? 0
  const escrow = soundBudget(b)
  const at = new Date(createdAt).toISOString()
  return {
    id: b.id,
    status: 'active',
    title: b.title.trim(),
    holdHours: b.hold_hours ?? 48,
    currency: input.currency,
    slots: { total, free: total, held: 0, used: 0 },
    pendingApprovals: 0,
    budget: { escrowed: escrow, paid: 0, pending: 0, refunded: 0, remaining: escrow },
    myHold: null,
    createdAt: at,
    updatedAt: at,
    kind: b.kind ?? 'normal',
    artistId: input.artistId,
    artistName: input.artistName,
    categoryId: b.category_id,
    categoryName: input.categoryName,
    audio: null,
    cover: null,
    videoLinks: b.video_links ?? [],
    templateLink: b.template_link ?? null,
    payPerUse: b.pay_per_use ?? 0,
    payPerClick: b.pay_per_click ?? null,
    clickBudget: b.click_budget ?? 0,
    linksPerSlot: b.links_per_slot ?? 1,
  }
}

export const createSoundWrite = defineWrite<CreateSoundInput, { sound: SoundRow }>({
  name: 'artist.createSound',
  method: 'POST',
  path: '/artist/create-sound',
  roles: ['artist', 'admin'],
  body: (input) => ({ type: 'json', value: input.body }),
  /** The audio may be uploaded by an earlier queued write: the file name it got goes in at send time. */
  refs: (input) => [
    {
      table: 'uploads',
      id: input.uploadId,
      field: 'file',
      into: 'audio',
      missing: `The audio file ${input.uploadName} was not uploaded (it was discarded or refused), so "${input.body.title}" cannot be created. Add the song again with a new upload.`,
    },
  ],
  describe: (input) => `New sound "${input.body.title}"`,
  change: { sounds: (rows, input, entry) => upsertRow(rows, optimisticSound(input, entry.createdAt), entry) },
  pulls: ['walletBalance', 'sounds', 'artist.dashboard'],
})

// ---------------------------------------------------------------------------------------------
// Delete a sound (the unspent escrow is refunded)

export interface DeleteSoundInput {
  soundid: string
  title: string
}

export const deleteSoundWrite = defineWrite<DeleteSoundInput, { sound: SoundRow; refunded: number; released: number }>({
  name: 'artist.deleteSound',
  method: 'POST',
  path: '/artist/delete-sound',
  roles: ['artist', 'admin'],
  body: (input) => ({ type: 'json', value: { soundid: input.soundid } }),
  describe: (input) => `Deleting "${input.title}"`,
  overlays: [{ table: 'sounds', apply: (rows, input, entry) => patchRows(rows, new Set([input.soundid]), entry, (r) => ({ ...r, status: 'deleted' })) }],
  confirm: {
    tables: ['sounds', 'artistReservedSlots'],
    apply: async (db, _result, input) => {
      await db.sounds.delete(input.soundid)
      await db.artistReservedSlots.where('campaignId').equals(input.soundid).delete()
    },
  },
  refresh: ['walletBalance', 'sounds', 'artist.dashboard'],
})

// ---------------------------------------------------------------------------------------------
// Add reference videos to a sound

export interface AddVideosInput {
  soundid: string
  title: string
  video_links: string[]
}

export const addVideosWrite = defineWrite<AddVideosInput, { sound: SoundRow }>({
  name: 'artist.addVideos',
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
  name: 'artist.releaseSlots',
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
}

const decided = <R extends object>(r: R, status: 'approved' | 'rejected', reason: string | null, at: number): R => ({ ...r, status, reason, decidedAt: new Date(at).toISOString() })

/**
 * The campaign's budget as the server left it after a decision, written with the decided approval
 * in one transaction, so the owner's result message ("… has ₦Y left") never reads a stale budget
 * in the moment before the next pull.
 */
async function applyDecision(db: AppDB, result: { approval: ApprovalRow; campaignRemaining?: number }): Promise<void> {
  const before = await db.approvals.get(result.approval.id)
  await db.approvals.put(result.approval)
  if (typeof result.campaignRemaining !== 'number') return
  const remaining = result.campaignRemaining
  const settled = before?.status === 'pending' ? result.approval.amount : 0
  const patch = <T extends { budget: SoundRow['budget'] }>(row: T | undefined): T | undefined =>
    row?.budget ? { ...row, budget: { ...row.budget, remaining, paid: row.budget.escrowed - row.budget.refunded - remaining, pending: Math.max(0, row.budget.pending - settled) } } : undefined
  const sound = patch(await db.sounds.get(result.approval.campaignId))
  if (sound) await db.sounds.put(sound)
  const request = patch(await db.brandRequests.get(result.approval.campaignId))
  if (request) await db.brandRequests.put(request)
}

export const decideUseWrite = defineWrite<DecideInput, { approval: ApprovalRow; campaignRemaining?: number }>({
  name: 'artist.decideUse',
  method: 'POST',
  path: (input) => (input.asAdmin ? '/approval/by-admin' : '/approval/by-artist'),
  roles: ['artist', 'brand', 'admin'],
  body: (input) => ({ type: 'json', value: { approval_id: input.approval_id, status: input.status, ...(input.reason ? { reason: input.reason } : {}) } }),
  describe: (input) => `${input.status === 'approved' ? 'Approval' : 'Rejection'} of ${input.creatorName ?? 'a creator'}’s video for "${input.campaignTitle}"`,
  overlays: [
    {
      table: 'approvals',
      apply: (rows, input, entry) =>
        patchRows(rows, new Set([input.approval_id]), entry, (r) => (r.status === 'pending' ? decided(r, input.status, input.reason ?? null, entry.createdAt) : r)),
    },
  ],
  confirm: { tables: ['approvals', 'sounds', 'brandRequests'], apply: applyDecision },
  refresh: AFTER_MONEY_MOVES,
})

export interface ApproveAllInput {
  /** Whose campaigns' pending uses (the caller's own unless an admin names someone). */
  ownerId: string
  soundid?: string
  asAdmin: boolean
  /** How many were pending when the button was pressed (for the words only). */
  count: number
}

/** Whether approve-all covers this approval (never a click payout held for review). */
export const approveAllCovers = (r: Pick<ApprovalRow, 'status' | 'held' | 'ownerId' | 'campaignId'>, input: Pick<ApproveAllInput, 'ownerId' | 'soundid'>) =>
  r.status === 'pending' && !r.held && r.ownerId === input.ownerId && (!input.soundid || r.campaignId === input.soundid)

export const approveAllWrite = defineWrite<ApproveAllInput, { approvals: ApprovalRow[] }>({
  name: 'artist.approveAll',
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

export const artistWrites: AnyWrite[] = [createSoundWrite, deleteSoundWrite, addVideosWrite, releaseSlotsWrite, decideUseWrite, approveAllWrite]
