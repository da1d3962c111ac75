import { syncRegistry } from '@/lib/sync/sync-registry'
import { registerPortal } from './register-portal'

// The page's catalogue, filled once when this module loads: the portal frame imports it before any
// screen reads a list or queues a write, and so do the tests and the sync harnesses.
registerPortal(syncRegistry)

export { syncRegistry }
