import type { Plugin } from 'vite'
import {
  demoFamily,
  isAuthModule,
  isChartModule,
  isDemoModule,
  isEditorModule,
  isPackageModule,
  isRouteSplit,
  isValidationModule,
  isVirtualModule,
  roleOf,
} from './module-kinds'

/** The parts of a module's place in the graph that decide its chunk. */
export interface GraphInfo {
  isEntry: boolean
  importedIds: readonly string[]
  dynamicallyImportedIds: readonly string[]
  dynamicImporters: readonly string[]
}
export type GetInfo = (id: string) => GraphInfo | null

export interface ModuleFacts {
  info: GetInfo
  /** Loaded with the entry, before anything else. */
  initial: Set<string>
  /** Reached from the entry without going through a demo page: the portal and the shell. */
  portal: Set<string>
  /** Loaded through a dynamic import somewhere. */
  lazy: Set<string>
  /** Needs the chart library, directly or through what it imports. */
  reachesCharts: Set<string>
}

/** A dynamic import of demo code, or one only demo code makes, leads into the demo area. */
export function leadsToDemo(target: string, info: GetInfo): boolean {
  if (isDemoModule(target)) return true
  const importers = info(target)?.dynamicImporters ?? []
  return importers.length > 0 && importers.every(isDemoModule)
}

function walk(from: string[], next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...from]
  while (queue.length) {
    const id = queue.pop() as string
    if (seen.has(id)) continue
    seen.add(id)
    queue.push(...next(id))
  }
  return seen
}

/** Facts about every module of the graph, for {@link chunkName}. */
export function moduleFacts(ids: Iterable<string>, info: GetInfo): ModuleFacts {
  const all = [...ids]
  const entries = all.filter((id) => info(id)?.isEntry)
  const initial = walk(entries, (id) => info(id)?.importedIds ?? [])
  const portal = walk(entries, (id) => {
    const m = info(id)
    return m ? [...m.importedIds, ...m.dynamicallyImportedIds.filter((t) => !leadsToDemo(t, info))] : []
  })
  const lazy = new Set(all.filter((id) => (info(id)?.dynamicImporters.length ?? 0) > 0))
  const charts = new Map<string, boolean>()
  const reaches = (id: string): boolean => {
    const known = charts.get(id)
    if (known !== undefined) return known
    charts.set(id, false)
    const result = isChartModule(id) || (info(id)?.importedIds ?? []).some(reaches)
    charts.set(id, result)
    return result
  }
  const reachesCharts = new Set(all.filter(reaches))
  return { info, initial, portal, lazy, reachesCharts }
}

/** The role of a portal route file: the role whose feature it renders. */
function routeRole(id: string, facts: ModuleFacts): string | null {
  for (const imported of facts.info(id)?.importedIds ?? []) {
    const role = roleOf(imported)
    if (role) return role
  }
  return null
}

/**
 * The chunk a module goes into, or null to leave it to the bundler's own splitting.
 * - Nothing that loads with the entry moves, so the first paint does not grow.
 * - Code only demo pages load: one chunk per demo app or showcase family, their libraries in
 *   one more (the editor apart).
 * - The portal: one chunk per role's screens, one for the screens every role has, one for the
 *   sign-in pages, one for their interface libraries and one for validation, which screens load
 *   when the user acts.
 * - The chart library, and portal code that needs it, stay apart: loaded only where drawn.
 * - A file the portal loads on demand (a role's Home, the sync runtime) stays its own file, so
 *   what it waits for is small; the router's split route files do join their role's chunk.
 */
export function chunkName(id: string, facts: ModuleFacts): string | null {
  if (isVirtualModule(id) || facts.initial.has(id) || isChartModule(id)) return null
  if (!facts.portal.has(id)) {
    if (isPackageModule(id)) return isEditorModule(id) ? 'demo-editor' : 'demo-vendor'
    return isDemoModule(id) ? demoFamily(id) : 'demo-shared'
  }
  if (isValidationModule(id)) return 'validation'
  if (facts.reachesCharts.has(id)) return null
  if (facts.lazy.has(id) && !isRouteSplit(id)) return null
  if (isPackageModule(id)) return /\/node_modules\/dexie\//.test(id) ? null : 'portal-vendor'
  if (isAuthModule(id)) return 'auth'
  const role = roleOf(id) ?? routeRole(id, facts)
  return role ? `portal-${role}` : 'portal'
}

/**
 * Fewer, larger files (build.rolldownOptions.output.codeSplitting): a slow mobile connection is
 * limited by round trips, not bandwidth, so installing a few dozen files beats a few hundred.
 * The plugin reads the module graph once it is complete; the groups use it while chunking.
 */
export function chunkGroups(): { plugin: Plugin; name: (id: string) => string | null } {
  let facts: ModuleFacts | null = null
  return {
    plugin: {
      name: 'chunk-groups',
      apply: 'build',
      buildEnd() {
        const info: GetInfo = (id) => this.getModuleInfo(id)
        facts = moduleFacts(this.getModuleIds(), info)
      },
    },
    name: (id) => (facts ? chunkName(id, facts) : null),
  }
}
