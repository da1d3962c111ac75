// Component tests: React screens in jsdom, with Testing Library's matchers, real IndexedDB
// semantics (fake-indexeddb) for the screens that queue writes, and a clean page between tests.
// The files share one page and module cache (isolate: false): each starts with an empty page,
// storage and app database, whatever ran before it.
import 'fake-indexeddb/auto'
// The app's sync catalogue, registered the way the portal frame does it (src/app/portal-registry.ts),
// write kinds included (a page registers them when a queued write first needs them).
import { syncRegistry } from '../../src/app/portal-registry'
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
import { db } from '../../src/db/db'

await syncRegistry.writesReady()

afterEach(() => {
  cleanup()
  localStorage.clear()
})

afterAll(async () => {
  sessionStorage.clear()
  await Promise.all(db.tables.map((t) => t.clear()))
})

// jsdom lays nothing out, so it has no scrolling; the router restores scroll on each navigation.
window.scrollTo = () => {}

// Answers come from a real server on a machine that may be busy: wait for them generously.
configure({ asyncUtilTimeout: 15_000 })
