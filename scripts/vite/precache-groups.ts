import type { OutputBundle, OutputChunk, PluginContext } from 'rolldown'
import type { Plugin } from 'vite'
import { graphOf, moduleFacts, type ModuleFacts } from './chunk-groups'
import { isChartModule } from './module-kinds'

/**
 * What the worker caches when (sw/precache.ts): `core` at install (the shell and the portal
 * screens), `charts` when a role whose screens draw charts signs in, `demo` the first time the
 * user opens a demo page or asks for the demo offline.
 */
export type PrecacheGroup = 'core' | 'charts' | 'demo'

const RANK: Record<PrecacheGroup, number> = { core: 0, charts: 1, demo: 2 }

/** What the classification needs of an output chunk. */
export type ChunkLike = Pick<OutputChunk, 'fileName' | 'isEntry' | 'imports' | 'moduleIds'>

/**
 * The chunks the portal and the shell can load: those the entry imports, and those a dynamic
 * import made by portal code leads to (`portal`, see scripts/vite/chunk-groups.ts). Decided per
 * module, not per chunk: chunks are merged, and small shared ones are copied into several, so a
 * demo chunk may hold a copy of a portal module without the portal ever loading it.
 */
export function coreChunks(chunks: readonly ChunkLike[], facts: Pick<ModuleFacts, 'portal' | 'info'>): Set<string> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const holders = new Map<string, string[]>()
  for (const c of chunks) for (const id of c.moduleIds) holders.set(id, [...(holders.get(id) ?? []), c.fileName])
  const core = new Set<string>()
  const queue = chunks.filter((c) => c.isEntry).map((c) => c.fileName)
  while (queue.length) {
    const chunk = byName.get(queue.pop() as string)
    if (!chunk || core.has(chunk.fileName)) continue
    core.add(chunk.fileName)
    queue.push(...chunk.imports)
    for (const id of chunk.moduleIds) {
      if (!facts.portal.has(id)) continue
      for (const target of facts.info(id)?.dynamicallyImportedIds ?? []) if (facts.portal.has(target)) queue.push(...(holders.get(target) ?? []))
    }
  }
  return core
}

function classify(ctx: PluginContext, bundle: OutputBundle): Map<string, PrecacheGroup> {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk')
  const core = coreChunks(chunks, moduleFacts(ctx.getModuleIds(), graphOf(ctx)))
  const groups = new Map<string, PrecacheGroup>()
  const assign = (file: string, group: PrecacheGroup) => {
    const current = groups.get(file)
    if (current === undefined || RANK[group] < RANK[current]) groups.set(file, group)
  }
  for (const chunk of chunks) {
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
