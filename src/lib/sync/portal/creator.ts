import type { ApprovalRow, SoundRow } from '../../../db/mirrors/market'
import type { OutboxEntry } from '../../../db/sync-schema'
import { markPending, upsertRow } from '../overlay'
import { defineWrite, type AnyWrite, type CollectionDef } from '../registry'
import { CheckClicksBodySchema, UseSoundBodySchema } from '@server/routes/approvals/approvals.schemas'
import { HoldBodySchema, SubmitLinksBodySchema } from '@server/routes/sounds/sounds.schemas'

// The writes a creator queues from the sound screens: holding a slot, submitting the video made
// with it (one link; several on influencer sounds) and claiming payment for tracked clicks.
// The creator screens read the shared `sounds` and `approvals` mirrors (market.ts): the sounds
// feed carries every kind with the caller's own hold, the approvals feed the creator's own links,
// so no extra list is mirrored here.

export const creatorCollections: CollectionDef[] = []

type Hold = NonNullable<SoundRow['myHold']>

/** A live hold takes a slot; the others are history. */
export const isLiveHold = (h: SoundRow['myHold'] | undefined): h is Hold => Boolean(h && (h.status === 'held' || h.status === 'submitted'))

/** What a slot hold carries: the client's id for the hold and what the overlay needs to show it. */
export interface HoldInput {
  id: string
  soundid: string
  holdHours: number
}

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

export interface ClaimClicksInput {
  soundid: string
  title: string
}

const hoursMs = (h: number) => h * 3_600_000

/** The sound row as a new hold of the caller's makes it: my hold held, one fewer free slot. */
function withHold<R extends SoundRow>(row: R, hold: Hold): R {
  if (isLiveHold(row.myHold)) return { ...row, myHold: { ...row.myHold, ...hold, status: row.myHold.status === 'submitted' ? 'submitted' : hold.status } }
  const slots = row.slots
  return { ...row, myHold: hold, slots: { ...slots, free: Math.max(0, slots.free - 1), held: slots.held + 1 } }
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

const optimisticHold = (input: HoldInput, entry: OutboxEntry): Hold => {
  const at = new Date(entry.createdAt).toISOString()
  return {
    id: input.id,
    campaignId: input.soundid,
    creatorId: entry.userId,
    status: 'held',
    expiresAt: new Date(entry.createdAt + hoursMs(input.holdHours)).toISOString(),
    createdAt: at,
    updatedAt: at,
  }
}

const patchSound = <R extends SoundRow>(rows: R[], soundid: string, entry: OutboxEntry, change: (row: R) => R) =>
  rows.map((row) => (row.id === soundid ? markPending(change(row), entry) : row))

function pendingApproval(o: { id: string; soundid: string; kind: ApprovalRow['campaignKind']; title: string; ownerId: string; amount: number; url: string }, entry: OutboxEntry): ApprovalRow {
  const at = new Date(entry.createdAt).toISOString()
  return {
    id: o.id,
    campaignId: o.soundid,
    campaignKind: o.kind,
    campaignTitle: o.title,
    holdId: null,
    creatorId: entry.userId,
    creatorName: null,
    ownerId: o.ownerId,
    kind: 'video',
    videoUrl: o.url,
    clickCount: null,
    amount: o.amount,
    fee: null,
    net: null,
    status: 'pending',
    autoApproved: false,
    held: false,
    heldReason: null,
    clickEvidence: null,
    reason: null,
    decidedAt: null,
    createdAt: at,
    updatedAt: at,
  }
}

const holdBody = (input: HoldInput) => ({ type: 'json' as const, value: { soundid: input.soundid, id: input.id } })

/** Holds a slot on a normal sound for the sound's hold time. */
export const holdSlotWrite = defineWrite<HoldInput, { hold: Hold }>({
  name: 'creator.holdSlot',
  schema: HoldBodySchema,
  method: 'POST',
  path: '/artist/add-hold-slot',
  roles: ['tiktoker'],
  body: holdBody,
  describe: () => 'Slot hold on a sound',
  change: { sounds: (rows, input, entry) => patchSound(rows, input.soundid, entry, (row) => withHold(row, optimisticHold(input, entry))) },
  pulls: ['sounds'],
})

/** Holds a slot on an influencer sound (its own endpoint; the server checks the influencer flag). */
export const holdInfluencerSlotWrite = defineWrite<HoldInput, { hold: Hold }>({
  ...holdSlotWrite,
  name: 'creator.holdInfluencerSlot',
  path: '/artist/hold-spam-sounds-slots',
  describe: () => 'Slot hold on an influencer sound',
})

/** Submits the video made with a held sound: a pending approval the artist decides. */
export const useSoundWrite = defineWrite<UseSoundInput, { approval: ApprovalRow }>({
  name: 'creator.useSound',
  schema: UseSoundBodySchema,
  method: 'POST',
  path: '/approval/use-sound',
  roles: ['tiktoker'],
  body: (input) => ({ type: 'json', value: { soundid: input.soundid, video_url: input.video_url, id: input.id } }),
  describe: (input) => `Video link for "${input.title}"`,
  change: {
    sounds: (rows, input, entry) => patchSound(rows, input.soundid, entry, withSubmitted),
    approvals: (rows, input, entry) => upsertRow(rows, pendingApproval({ ...input, url: input.video_url }, entry), entry),
  },
  pulls: ['sounds', 'approvals'],
})

/** Submits several videos for the influencer slot held (each paid once approved). */
export const submitInfluencerLinksWrite = defineWrite<SubmitLinksInput, { approvals: ApprovalRow[] }>({
  name: 'creator.submitInfluencerLinks',
  schema: SubmitLinksBodySchema,
  method: 'POST',
  path: '/artist/submit-spam-sounds-links',
  roles: ['tiktoker'],
  body: (input) => ({ type: 'json', value: { soundid: input.soundid, links: input.links, ids: input.ids } }),
  describe: (input) => `${input.links.length === 1 ? 'Video link' : `${input.links.length} video links`} for "${input.title}"`,
  change: {
    sounds: (rows, input, entry) => patchSound(rows, input.soundid, entry, withSubmitted),
    approvals: (rows, input, entry) => input.links.reduce((out, url, i) => upsertRow(out, pendingApproval({ ...input, id: input.ids[i]!, kind: 'influencer', url }, entry), entry), rows),
  },
  pulls: ['sounds', 'approvals'],
})

/** Turns the clicks counted on my tracking link for a sound into a payout request. */
export const claimClicksWrite = defineWrite<ClaimClicksInput, { approvals: ApprovalRow[] }>({
  name: 'creator.claimClicks',
  schema: CheckClicksBodySchema,
  method: 'POST',
  path: '/approval/check-clicks-pending-requests',
  roles: ['tiktoker'],
  body: (input) => ({ type: 'json', value: { soundid: input.soundid } }),
  describe: (input) => `Click payout request for "${input.title}"`,
  pulls: ['approvals', 'sounds'],
})

export const CREATOR_WRITE_KINDS = [holdSlotWrite, holdInfluencerSlotWrite, useSoundWrite, submitInfluencerLinksWrite, claimClicksWrite].map((w) => w.name)

export const creatorWrites: AnyWrite[] = [holdSlotWrite, holdInfluencerSlotWrite, useSoundWrite, submitInfluencerLinksWrite, claimClicksWrite]
