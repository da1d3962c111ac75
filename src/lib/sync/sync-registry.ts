import { createRegistry } from './registry'

/**
 * The registry page code reads: empty here, filled where the app starts (src/app/portal-registry.ts)
 * with the shared lists and each feature's write kinds. The worker does not load it.
 */
export const syncRegistry = createRegistry()
