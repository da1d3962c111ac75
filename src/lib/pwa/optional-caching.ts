import { effectiveRole, readUserData } from '@/lib/session/session'
import { isDemoRoute, makeAvailableOffline, needsCharts, savingData, type OfflineGroup } from './offline-groups'

interface RouterLike {
  subscribe: (event: 'onResolved', listener: () => void) => () => void
  state: { matches: ReadonlyArray<{ routeId: string }> }
}

/**
 * Caches the optional parts when they are first needed: the demo area on the first visit to
 * any demo page, the chart library once a role that draws charts is signed in. With data saver
 * on (or on 2G) nothing optional is downloaded unless the user asks for it.
 */
export function startOptionalCaching(router: RouterLike): () => void {
  const asked = new Set<OfflineGroup>()
  const want = (group: OfflineGroup) => {
    if (asked.has(group)) return
    asked.add(group)
    makeAvailableOffline(group).catch((error: unknown) => {
      asked.delete(group)
      console.warn(`Part of the app could not be saved for offline use (${group}): ${error instanceof Error ? error.message : String(error)}`)
    })
  }
  return router.subscribe('onResolved', () => {
    if (!('serviceWorker' in navigator) || savingData()) return
    if (isDemoRoute(router.state.matches.map((m) => m.routeId))) want('demo')
    if (needsCharts(effectiveRole(readUserData()))) want('charts')
  })
}
