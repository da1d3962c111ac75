import { adminWrites, categoryWrites } from '@/features/admin/writes'
import { artistWrites } from '@/features/artist/writes'
import { brandWrites } from '@/features/brand/writes'
import { creatorWrites } from '@/features/creator/writes'
import { disputeWrites } from '@/lib/portal/disputes/writes'
import { profileWrites } from '@/features/profile/writes'
import { createSoundWrite } from '@/features/song-upload/writes'
import { markNotificationsReadWrite } from '@/features/sync/writes'
import { walletWrites } from '@/features/wallet/writes'
import { uploadFileWrite } from '@/lib/sync/portal/uploads'
import { videoWrites } from '@/lib/sync/portal/videos'
import type { AnyWrite, SyncRegistry } from '@/lib/sync/registry'

// Each feature's write kinds (its writes.ts, beside the screens that queue them), with the server's
// schemas they check bodies with. The engine in src/lib/sync knows none of them; the worker replays
// outbox entries without them; a page registers them when a queued write first needs them
// (portal-registry.ts), after the lists they name.

/** Every write the app queues. */
export function registerWrites(registry: SyncRegistry): void {
  const writes: AnyWrite[] = [
    ...profileWrites,
    markNotificationsReadWrite,
    ...categoryWrites,
    uploadFileWrite,
    createSoundWrite,
    ...creatorWrites,
    ...videoWrites,
    ...artistWrites,
    ...disputeWrites,
    ...brandWrites,
    ...walletWrites,
    ...adminWrites,
  ]
  for (const kind of writes) registry.addWrite(kind)
  // Every list a write names is registered.
  registry.check()
}
