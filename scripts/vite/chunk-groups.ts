import type { CodeSplittingGroup, ModuleInfo } from 'rolldown'
import type { Plugin } from 'vite'
import { preciseImports } from './index-imports'
import {
  demoFamily,
  isChartModule,
  isHeavyModule,
  isLayoutRoute,
  isDemoModule,
  isEditorModule,
  isUiKitModule,
  isPackageModule,
  isRouteSplit,
  isSignedOutRoute,
  isSignInRoute,
  isSyncCatalogue,
  isSyncLists,
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
  /** Needs a heavy library (charts, editor, validation), directly or through what it imports. */
  reachesHeavy: Set<string>
  /** What the signed-out pages (sign-in, sign-up, password) load past the entry. */
  signedOut: Set<string>
  /** What the sign-in page alone loads past the entry. */
  signIn: Set<string>
  /** Needs the chart library, directly or through what it imports. */
  reachesCharts: Set<string>
  /** What the layout routes and Home load past the entry (module-kinds.ts, isLayoutRoute). */
  layout: Set<string>
  /** Imports the sync lists, directly or through what it imports (they import the portal chunk). */
  reachesLists: Set<string>
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
  const reaching = (test: (id: string) => boolean): Set<string> => {
    const known = new Map<string, boolean>()
    const reaches = (id: string): boolean => {
      const seen = known.get(id)
      if (seen !== undefined) return seen
      known.set(id, false)
      const result = test(id) || (info(id)?.importedIds ?? []).some(reaches)
      known.set(id, result)
      return result
    }
    return new Set(all.filter(reaches))
  }
  const reachesHeavy = reaching(isHeavyModule)
  const reachesCharts = reaching(isChartModule)
  const reachesLists = reaching(isSyncLists)
  const pastEntry = (test: (id: string) => boolean) =>
    walk(
      all.filter((id) => test(id) && !initial.has(id)),
      (id) => (info(id)?.importedIds ?? []).filter((m) => !initial.has(m)),
    )
  const signedOut = pastEntry(isSignedOutRoute)
  const signIn = pastEntry(isSignInRoute)
  const layout = walk(
    all.filter((id) => isLayoutRoute(id) && isRouteSplit(id)),
    (id) => (info(id)?.importedIds ?? []).filter((m) => !initial.has(m)),
  )
  return { info, initial, portal, lazy, reachesHeavy, reachesCharts, signedOut, signIn, layout, reachesLists }
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
 * The chunk a module goes into, or null to leave it to the bundler (which splits it by what
 * loads it, and copies small shared pieces into the chunks that need them).
 * - What loads with the entry goes into one chunk with it: on a slow connection each of a dozen
 *   small shared files costs a round trip before the first paint.
 * - The layout routes and Home, with what they load past the entry, in one chunk: every page but
 *   the signed-out ones preloads it with the entry (route-documents.ts), so a first visit to the
 *   sign-in page does not download the dashboard's frame.
 * - Code only demo pages load: one chunk per demo app or showcase family, their libraries in one
 *   more, the editor apart.
 * - The portal: per role, one chunk for its screens and one for those of its screens that
 *   validate as they load (they import the shared schemas); one for what the roles share and
 *   one for its libraries. Only the forms chunks take code that needs a heavy library, so a
 *   role's Home never pulls in validation.
 * - Validation: the library and the shared schemas in one chunk, loaded when a screen needs it
 *   or the user acts.
 * - The sign-in page with all it loads past the entry: one small chunk, so a first visit's
 *   sign-in form waits for nothing else; the other signed-out pages' code (and the form library,
 *   which the sign-in form does without) in one more.
 * - Portal code shared by the roles that imports the sync lists is left to the bundler (the lists
 *   import the shared portal chunk, which must not import them back).
 * - The chart library, and portal code that draws charts, stay apart: loaded only where drawn;
 *   so does a file the portal loads on demand (a role's Home, the sync runtime), so what a
 *   screen waits for stays small. The router's split route files do join their role's chunk.
 */
export function chunkName(id: string, facts: ModuleFacts): string | null {
  if (facts.initial.has(id)) return facts.info(id)?.isEntry ? null : 'index'
  if (isVirtualModule(id) || isChartModule(id)) return null
  if (facts.layout.has(id) && !facts.reachesHeavy.has(id) && !facts.reachesCharts.has(id)) {
    // What the sign-in pages use too (the card, an icon) loads with the entry, not with the layout.
    return facts.signedOut.has(id) ? 'index' : 'layout'
  }
  if (!facts.portal.has(id)) {
    if (isPackageModule(id)) return isEditorModule(id) ? 'demo-editor' : isUiKitModule(id) ? 'demo-ui' : null
    if (facts.reachesHeavy.has(id)) return null
    return isDemoModule(id) ? demoFamily(id) : 'demo-shared'
  }
  if (facts.reachesCharts.has(id)) return null
  if (isValidationModule(id) && facts.reachesHeavy.has(id)) return 'validation'
  if (isSyncCatalogue(id)) return 'sync-catalogue'
  if (isSyncLists(id)) return 'sync-lists'
  if (facts.lazy.has(id) && !isRouteSplit(id)) return null
  if (facts.signedOut.has(id)) return facts.signIn.has(id) ? 'auth' : 'auth-forms'
  if (/\/node_modules\/dexie\//.test(id)) return null
  const role = isPackageModule(id) ? null : (roleOf(id) ?? routeRole(id, facts))
  if (facts.reachesHeavy.has(id)) return role ? `portal-${role}-forms` : null
  if (role) return `portal-${role}`
  if (isPackageModule(id)) return 'portal-vendor'
  // The sync lists import the portal chunk: a module of it importing them would make a cycle
  // between the two (whichever loads first finds the other's exports not there yet).
  return facts.reachesLists.has(id) ? null : 'portal'
}

/** The build's module graph, with the real edges through libraries' index files (index-imports.ts). */
export function graphOf(ctx: { getModuleInfo: (id: string) => ModuleInfo | null }): GetInfo {
  const imports = preciseImports((id) => ctx.getModuleInfo(id))
  return (id) => {
    const m = ctx.getModuleInfo(id)
    return m ? { isEntry: m.isEntry, importedIds: imports(id), dynamicallyImportedIds: m.dynamicallyImportedIds, dynamicImporters: m.dynamicImporters } : null
  }
}

/**
 * Fewer, larger files (build.rolldownOptions.output.codeSplitting): a slow mobile connection is
 * limited by round trips, not bandwidth, so installing a few dozen files beats a few hundred.
 * The plugin reads the module graph once it is complete; the groups use it while chunking.
 */
export function chunkGroups(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  let facts: ModuleFacts | null = null
  return {
    plugin: {
      name: 'chunk-groups',
      apply: 'build',
      buildEnd() {
        facts = moduleFacts(this.getModuleIds(), graphOf(this))
      },
    },
    groups: [
      // What the shell really uses of a library imported through its index file (the icons):
      // with the entry, in one file. The rest of such a library is shared like any other.
      { name: (id) => (facts ? chunkName(id, facts) : null) },
    ],
  }
}
