import type { ApprovalRow, SoundRow } from '@/db/mirrors/market'
import type { OutboxEntry } from '@/db/sync-schema'
import { defineWrite, type AnyWrite } from '@/lib/sync/registry'
import { patchSound } from '@/lib/sync/portal/videos'
import { CREATOR_KIND, isLiveHold, type Hold } from './kinds'
import { CheckClicksBodySchema } from '@server/routes/approvals/approvals.schemas'
import { HoldBodySchema } from '@server/routes/sounds/sounds.schemas'

// The writes a creator queues from the sound screens: holding a slot and claiming payment for
// tracked clicks. The video made with a held slot is a shared kind (src/lib/sync/portal/videos.ts).
// The creator screens read the shared `sounds` and `approvals` mirrors (market.ts): the sounds
// feed carries every kind with the caller's own hold, the approvals feed the creator's own links,
// so no extra list is mirrored here.

/** What a slot hold carries: the client's id for the hold and what the overlay needs to show it. */
export interface HoldInput {
  id: string
  soundid: string
  holdHours: number
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

const holdBody = (input: HoldInput) => ({ type: 'json' as const, value: { soundid: input.soundid, id: input.id } })

/** Holds a slot on a normal sound for the sound's hold time. */
export const holdSlotWrite = defineWrite<HoldInput, { hold: Hold }>({
  name: CREATOR_KIND.holdSlot,
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
  name: CREATOR_KIND.holdInfluencerSlot,
  path: '/artist/hold-spam-sounds-slots',
  describe: () => 'Slot hold on an influencer sound',
})

/** Turns the clicks counted on my tracking link for a sound into a payout request. */
export const claimClicksWrite = defineWrite<ClaimClicksInput, { approvals: ApprovalRow[] }>({
  name: CREATOR_KIND.claimClicks,
  schema: CheckClicksBodySchema,
  method: 'POST',
  path: '/approval/check-clicks-pending-requests',
  roles: ['tiktoker'],
  body: (input) => ({ type: 'json', value: { soundid: input.soundid } }),
  describe: (input) => `Click payout request for "${input.title}"`,
  pulls: ['approvals', 'sounds'],
})

export const creatorWrites: AnyWrite[] = [holdSlotWrite, holdInfluencerSlotWrite, claimClicksWrite]
