import { adminCollections } from '@/lib/sync/portal/admin-lists'
import { artistCollections } from '@/lib/sync/portal/artist-lists'
import { categoriesCollection } from '@/lib/sync/portal/categories'
import { marketCollections } from '@/lib/sync/portal/market'
import { meCollection } from '@/lib/sync/portal/me'
import { notificationsCollection } from '@/lib/sync/portal/notifications'
import { usersCollection } from '@/lib/sync/portal/users'
import { walletCollections } from '@/lib/sync/portal/wallet-lists'
import type { SyncRegistry } from '@/lib/sync/registry'

// The app assembles the sync catalogue in two parts: the lists it mirrors (shared data definitions
// in src/lib/sync/portal/), registered when a signed-in user's frame loads, and each feature's write
// kinds (portal-writes.ts), registered when a queued write first needs them.

/** Every portal list the app mirrors. */
export function registerLists(registry: SyncRegistry): void {
  for (const def of [meCollection, notificationsCollection, categoriesCollection, usersCollection, ...marketCollections, ...artistCollections, ...walletCollections, ...adminCollections]) {
    registry.addCollection(def)
  }
}
