import type { OutputBundle, OutputChunk, PluginContext } from 'rolldown'
import type { Plugin } from 'vite'

/**
 * What the worker caches when (sw/precache.ts): `core` at install (the shell and the portal
 * screens), `charts` when a role whose screens draw charts signs in, `demo` the first time the
 * user opens a demo page or asks for the demo offline.
 */
export type PrecacheGroup = 'core' | 'charts' | 'demo'

const RANK: Record<PrecacheGroup, number> = { core: 0, charts: 1, demo: 2 }

/** Demo-area and showcase source: their features, their route files, the template's auth pages. */
const DEMO_MODULE = /\/src\/(?:features\/(?:demo-|showcase)[^/]*\/|routes\/(?:pages|page-layout)\.[^/]+$|routes\/_app\/(?!_portal|Home\.)[^/]+$)/
/** The chart library and what only it uses. */
const CHART_MODULE = /\/node_modules\/(?:recharts|victory-vendor|d3-[a-z-]+|decimal\.js-light|es-toolkit)\//

const withoutQuery = (id: string) => id.replace(/\?.*$/, '')
const isDemoModule = (id: string) => DEMO_MODULE.test(withoutQuery(id))

/** A lazily loaded chunk belongs to the demo when its module is demo code or only demo code loads it. */
function isDemoChunk(ctx: PluginContext, chunk: OutputChunk): boolean {
  const facade = chunk.facadeModuleId
  if (!facade) return false
  if (isDemoModule(facade)) return true
  const importers = ctx.getModuleInfo(facade)?.dynamicImporters ?? []
  return importers.length > 0 && importers.every(isDemoModule)
}

function classify(ctx: PluginContext, bundle: OutputBundle): Map<string, PrecacheGroup> {
  const chunks = new Map<string, OutputChunk>()
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file)
  const core = new Set<string>()
  const queue = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName)
  while (queue.length) {
    const name = queue.pop() as string
    const chunk = chunks.get(name)
    if (!chunk || core.has(name)) continue
    core.add(name)
    queue.push(...chunk.imports)
    for (const lazy of chunk.dynamicImports) {
      const target = chunks.get(lazy)
      if (target && !isDemoChunk(ctx, target)) queue.push(lazy)
    }
  }
  const groups = new Map<string, PrecacheGroup>()
  const assign = (file: string, group: PrecacheGroup) => {
    const current = groups.get(file)
    if (current === undefined || RANK[group] < RANK[current]) groups.set(file, group)
  }
  for (const chunk of chunks.values()) {
    const group: PrecacheGroup = !core.has(chunk.fileName) ? 'demo' : chunk.moduleIds.some((id) => CHART_MODULE.test(id)) ? 'charts' : 'core'
    assign(chunk.fileName, group)
    for (const css of chunk.viteMetadata?.importedCss ?? []) assign(css, group)
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) assign(asset, group)
  }
  return groups
}

/**
 * Sorts the build's files into precache groups from the module graph, for the worker's manifest
 * (see vite.config.ts, manifestTransforms). Files no chunk imports (index.html, icons, the web
 * manifest) are core, except the demo's seed data.
 */
export function precacheGroups(): { plugin: Plugin; groupOf: (url: string) => PrecacheGroup } {
  let groups = new Map<string, PrecacheGroup>()
  return {
    plugin: {
      name: 'precache-groups',
      apply: 'build',
      generateBundle(_options, bundle) {
        groups = classify(this, bundle)
      },
    },
    groupOf: (url) => (url.startsWith('seed/demo/') ? 'demo' : (groups.get(url) ?? 'core')),
  }
}
