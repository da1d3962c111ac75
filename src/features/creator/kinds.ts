import type { SoundRow } from '@/db/mirrors/market'
import { HOLD_KIND, VIDEO_KIND } from '@/lib/sync/portal/shared-kinds'

// What the creator screens need to know of their write kinds without loading them (writes.ts
// brings the server's schemas and the validation library): the kinds' names and the hold rule.

export const CREATOR_KIND = {
  ...HOLD_KIND,
  claimClicks: 'creator.claimClicks',
} as const

/** The kinds whose refusals the creator's screens show (the video kinds are queued from them too). */
export const CREATOR_WRITE_KINDS: string[] = [CREATOR_KIND.holdSlot, CREATOR_KIND.holdInfluencerSlot, VIDEO_KIND.useSound, VIDEO_KIND.submitInfluencerLinks, CREATOR_KIND.claimClicks]

export type Hold = NonNullable<SoundRow['myHold']>

export { isLiveHold } from '@/lib/sync/portal/shared-kinds'
