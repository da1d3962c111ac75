import type { SoundRow } from '@/db/mirrors/market'
import { queued, type ActionResult } from '@/lib/sync/action-result'
import { holdInfluencerSlotWrite, holdSlotWrite } from '@/lib/sync/portal/holds'
import { queueWrite } from '@/lib/sync/queue-write'
import { uuidV4 } from '@/lib/sync/uuid'

/**
 * Holds a slot on a sound (queued: sent now, or when the connection returns). From the sound's
 * card and from the share sheet, where a creator with no slot held holds one in place.
 */
export function holdSlot(sound: Pick<SoundRow, 'id' | 'kind' | 'holdHours'>): Promise<ActionResult> {
  const kind = sound.kind === 'influencer' ? holdInfluencerSlotWrite : holdSlotWrite
  return queued(() => queueWrite(kind, { id: uuidV4(), soundid: sound.id, holdHours: sound.holdHours }))
}
