import type { Transaction } from 'dexie'
import { demoStores } from './demo-schema'
import { describeOldEntries } from './outbox-upgrade'
import { portalMirrorStores, syncStores } from './sync-schema'

/**
 * Every IndexedDB table of the app, page and service worker alike, by schema version.
 * A change to the schema appends a version; a published version is never edited, so
 * browsers that already hold data upgrade in place.
 */
export const schemaVersions: ReadonlyArray<{ version: number; stores: Record<string, string>; upgrade?: (tx: Transaction) => Promise<void> }> = [
  {
    version: 1,
    stores: {
      // Small key/value facts the app keeps about itself (seed version, last sync...).
      meta: '&key',
      ...demoStores,
    },
  },
  {
    // The sync engine: outbox, pull state, notices and the portal mirrors (tables of version 1 stay).
    version: 2,
    stores: syncStores,
  },
  {
    // The marketplace, wallet and admin mirrors of the portal screens.
    version: 3,
    stores: portalMirrorStores,
  },
  {
    // Outbox entries describe themselves; those queued before are converted.
    version: 4,
    stores: {},
    upgrade: describeOldEntries,
  },
]
