import type { OutputBundle, OutputChunk, PluginContext } from 'rolldown'
import type { Plugin } from 'vite'
import { leadsToDemo, moduleFacts, type ModuleFacts } from './chunk-groups'
import { isChartModule, isPackageModule, isVirtualModule } from './module-kinds'

/**
 * What the worker caches when (sw/precache.ts): `core` at install (the shell and the portal
 * screens), `charts` when a role whose screens draw charts signs in, `demo` the first time the
 * user opens a demo page or asks for the demo offline.
 */
export type PrecacheGroup = 'core' | 'charts' | 'demo'

const RANK: Record<PrecacheGroup, number> = { core: 0, charts: 1, demo: 2 }

/**
 * A lazily loaded chunk belongs to the demo when all the app code in it is code only demo pages
 * reach (not in `portal`, see scripts/vite/chunk-groups.ts): chunks are merged, so one portal
 * module is enough to make the chunk part of the portal. A chunk of libraries alone goes with
 * the module it was split for.
 */
export function isDemoChunk(chunk: Pick<OutputChunk, 'facadeModuleId' | 'moduleIds'>, facts: Pick<ModuleFacts, 'portal' | 'info'>): boolean {
  const code = chunk.moduleIds.filter((id) => !isVirtualModule(id) && !isPackageModule(id))
  if (code.length > 0) return code.every((id) => !facts.portal.has(id))
  return chunk.facadeModuleId != null && leadsToDemo(chunk.facadeModuleId, facts.info)
}

function classify(ctx: PluginContext, bundle: OutputBundle): Map<string, PrecacheGroup> {
  const chunks = new Map<string, OutputChunk>()
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file)
  const facts = moduleFacts(ctx.getModuleIds(), (id) => ctx.getModuleInfo(id))
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
      if (target && !isDemoChunk(target, facts)) queue.push(lazy)
    }
  }
  const groups = new Map<string, PrecacheGroup>()
  const assign = (file: string, group: PrecacheGroup) => {
    const current = groups.get(file)
    if (current === undefined || RANK[group] < RANK[current]) groups.set(file, group)
  }
  for (const chunk of chunks.values()) {
    const group: PrecacheGroup = !core.has(chunk.fileName) ? 'demo' : chunk.moduleIds.some(isChartModule) ? 'charts' : 'core'
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
