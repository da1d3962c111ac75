/**
 * Parts of the app the worker caches on demand rather than at install (sw/precache.ts): the
 * demo area (with the showcase pages) and the chart library some roles' screens draw with.
 */
export type OfflineGroup = 'demo' | 'charts'

export interface GroupStatus {
  cached: number
  total: number
}

type Answer = ({ ok: true } & GroupStatus) | { ok: false; message: string }

/** Data saver on, or a 2G-like connection: optional downloads wait until the user asks. */
export function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection
  return connection?.saveData === true || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g'
}

async function ask(type: 'CACHE_GROUP' | 'GROUP_STATUS', group: OfflineGroup): Promise<GroupStatus> {
  if (!('serviceWorker' in navigator)) throw new Error('This browser cannot keep the app offline (no service worker support).')
  const registration = await navigator.serviceWorker.ready
  const worker = registration.active
  if (!worker) throw new Error('The app is still installing. Try again in a moment.')
  const channel = new MessageChannel()
  const answer = new Promise<Answer>((resolve) => {
    channel.port1.onmessage = (e: MessageEvent<Answer>) => resolve(e.data)
  })
  worker.postMessage({ type, group }, [channel.port2])
  const result = await answer
  if (!result.ok) throw new Error(result.message)
  return { cached: result.cached, total: result.total }
}

/** Downloads a group for offline use now (and keeps it across versions); resolves when done. */
export function makeAvailableOffline(group: OfflineGroup): Promise<GroupStatus> {
  return ask('CACHE_GROUP', group)
}

/** How much of a group this device has for offline use. */
export function offlineStatus(group: OfflineGroup): Promise<GroupStatus> {
  return ask('GROUP_STATUS', group)
}

/** Route ids of the portal (the shell, sign-in pages, every role's screens); the rest is the demo area. */
const PORTAL_ROUTE = /^(?:__root__$|\/(?:_app\/_portal(?:\/|$)|_app\/Home$|login$|register$|forgot-password$|reset-password$|t\/|misc\/|_app$))/

/** True when the deepest matched route is a demo-area or showcase page. */
export function isDemoRoute(routeIds: readonly string[]): boolean {
  const leaf = routeIds.at(-1)
  return leaf !== undefined && !PORTAL_ROUTE.test(leaf)
}

const CHART_ROLES = new Set(['artist', 'musician', 'admin'])

/** Roles whose screens draw charts: their devices keep the chart library offline too. */
export function needsCharts(role: string | null): boolean {
  return role !== null && CHART_ROLES.has(role)
}
