import type { ApprovalRow } from '@/db/mirrors/market'
import { defineWrite, type AnyWrite } from '@/lib/sync/registry'
import { holdInfluencerSlotWrite, holdSlotWrite } from '@/lib/sync/portal/holds'
import { CREATOR_KIND } from './kinds'
import { CheckClicksBodySchema } from '@server/routes/approvals/approvals.schemas'

// The writes a creator queues from the sound screens: holding a slot and claiming payment for
// tracked clicks. The video made with a held slot is a shared kind (src/lib/sync/portal/videos.ts).
// The creator screens read the shared `sounds` and `approvals` mirrors (market.ts): the sounds
// feed carries every kind with the caller's own hold, the approvals feed the creator's own links,
// so no extra list is mirrored here.

// Holding a slot is queued from the share sheet too, so its kinds live with the shared ones.
export { holdInfluencerSlotWrite, holdSlotWrite, type HoldInput } from '@/lib/sync/portal/holds'

export interface ClaimClicksInput {
  soundid: string
  title: string
}

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
