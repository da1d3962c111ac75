import { adminWrites, categoryWrites } from '@/features/admin/writes'
import { artistWrites } from '@/features/artist/writes'
import { brandWrites } from '@/features/brand/writes'
import { creatorWrites } from '@/features/creator/writes'
import { profileWrites } from '@/features/profile/writes'
import { createSoundWrite } from '@/features/song-upload/writes'
import { markNotificationsReadWrite } from '@/features/sync/writes'
import { walletWrites } from '@/features/wallet/writes'
import { adminCollections } from '@/lib/sync/portal/admin-lists'
import { artistCollections } from '@/lib/sync/portal/artist-lists'
import { categoriesCollection } from '@/lib/sync/portal/categories'
import { marketCollections } from '@/lib/sync/portal/market'
import { meCollection } from '@/lib/sync/portal/me'
import { notificationsCollection } from '@/lib/sync/portal/notifications'
import { uploadFileWrite } from '@/lib/sync/portal/uploads'
import { usersCollection } from '@/lib/sync/portal/users'
import { videoWrites } from '@/lib/sync/portal/videos'
import { walletCollections } from '@/lib/sync/portal/wallet-lists'
import type { AnyWrite, SyncRegistry } from '@/lib/sync/registry'

// The app assembles the sync catalogue: the lists (shared data definitions in src/lib/sync/portal/)
// and each feature's write kinds (its writes.ts, beside the screens that queue them). The engine
// in src/lib/sync knows none of them; the worker replays outbox entries without them.

/** Every portal list the app mirrors and every write it queues. */
export function registerPortal(registry: SyncRegistry): void {
  for (const def of [meCollection, notificationsCollection, categoriesCollection, usersCollection, ...marketCollections, ...artistCollections, ...walletCollections, ...adminCollections]) {
    registry.addCollection(def)
  }
  const writes: AnyWrite[] = [
    ...profileWrites,
    markNotificationsReadWrite,
    ...categoryWrites,
    uploadFileWrite,
    createSoundWrite,
    ...creatorWrites,
    ...videoWrites,
    ...artistWrites,
    ...brandWrites,
    ...walletWrites,
    ...adminWrites,
  ]
  for (const kind of writes) registry.addWrite(kind)
  // Every list a write names is registered.
  registry.check()
}
