import { syncRegistry } from '@/lib/sync/sync-registry'
import { registerLists } from './portal-lists'

// The page's catalogue: the lists, registered when this module loads (the portal frame imports it
// before any screen reads a list), and the write kinds, registered when an entry first needs them
// (`syncRegistry.writesReady()`): they bring the server's schemas and the validation library, which
// a signed-in first paint should not wait for.
registerLists(syncRegistry)
syncRegistry.loadWritesWith(() => import('./portal-writes').then((m) => m.registerWrites(syncRegistry)))

export { syncRegistry }
