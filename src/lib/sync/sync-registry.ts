import { registerPortal } from './portal/register-portal'
import { createRegistry } from './registry'

/** The registry page and worker share: the portal's lists and writes. */
export const syncRegistry = createRegistry()
registerPortal(syncRegistry)
