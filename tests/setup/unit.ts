// Real IndexedDB semantics for unit tests that touch Dexie.
import 'fake-indexeddb/auto'
import { expect } from 'vitest'

// Tests of the sync engine, the app and the features read the app's sync catalogue, registered the
// way the portal frame does it (src/app/portal-registry.ts). The worker's, the seed's and the
// scripts' tests do not load it (it brings every server schema with it).
if (/\/src\/(app|features|lib\/sync)\//.test(expect.getState().testPath ?? '')) {
  const { syncRegistry } = await import('../../src/app/portal-registry')
  await syncRegistry.writesReady()
}
