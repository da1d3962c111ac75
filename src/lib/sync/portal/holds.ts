import type { SoundRow } from '../../../db/mirrors/market'
import type { OutboxEntry } from '../../../db/sync-schema'
import { defineWrite } from '../registry'
import { HOLD_KIND, isLiveHold } from './shared-kinds'
import { patchSound } from './videos'
import { HoldBodySchema } from '@server/routes/sounds/sounds.schemas'

// Holding a slot on a sound: queued from the sound's card and from the share sheet (a creator who
// shares a video with no slot held holds one there), so the kinds are shared.

type Hold = NonNullable<SoundRow['myHold']>

/** What a slot hold carries: the client's id for the hold and what the overlay needs to show it. */
export interface HoldInput {
  id: string
  soundid: string
  holdHours: number
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
  name: HOLD_KIND.holdSlot,
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
  name: HOLD_KIND.holdInfluencerSlot,
  path: '/artist/hold-spam-sounds-slots',
  describe: () => 'Slot hold on an influencer sound',
})
