import path from 'node:path'

/**
 * Libraries the app imports through one index file that re-exports the whole library (every
 * icon, every interface part). The module graph then says each screen imports all of it; tree
 * shaking keeps only what is used, but the graph does not show what. Reading which names a
 * module imports, and which file the index takes each name from, gives the real edges.
 */
const INDEX_FILES: Record<string, RegExp> = {
  'lucide-react': /\/node_modules\/lucide-react\/dist\/esm\/lucide-react\.mjs$/,
  'radix-ui': /\/node_modules\/radix-ui\/dist\/index\.mjs$/,
}

export const isIndexFile = (id: string): boolean => Object.values(INDEX_FILES).some((re) => re.test(id))

function resolveFrom(spec: string, from: string, importedIds: readonly string[]): string | undefined {
  if (spec.startsWith('.')) {
    const wanted = path.posix.resolve(path.posix.dirname(from), spec)
    return importedIds.find((id) => id === wanted)
  }
  return importedIds.find((id) => id.includes(`/node_modules/${spec}/`))
}

/** Each name an index file exports, with the module it comes from. */
export function indexExports(indexId: string, code: string, importedIds: readonly string[]): Map<string, string> {
  const names = new Map<string, string>()
  for (const [, list, spec] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const target = resolveFrom(spec as string, indexId, importedIds)
    if (!target) continue
    for (const part of (list as string).split(',')) {
      const name = part.split(/\s+as\s+/).pop()?.trim()
      if (name) names.set(name, target)
    }
  }
  for (const [, name, spec] of code.matchAll(/import\s*\*\s*as\s+([\w$]+)\s+from\s*['"]([^'"]+)['"]/g)) {
    const target = resolveFrom(spec as string, indexId, importedIds)
    if (target) names.set(name as string, target)
  }
  return names
}

/** The names a module's code imports from each index-file library (`import { A, B as C } from 'lib'`). */
export function importedNames(code: string): Map<string, string[]> {
  const byLibrary = new Map<string, string[]>()
  for (const [, list, library] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (!(library as string in INDEX_FILES)) continue
    const names = (list as string)
      .split(',')
      .map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim() ?? '')
      .filter(Boolean)
    byLibrary.set(library as string, [...(byLibrary.get(library as string) ?? []), ...names])
  }
  return byLibrary
}

interface InfoWithCode {
  code: string | null
  importedIds: readonly string[]
}

/**
 * Rewrites a module's imports: an edge to an index file becomes edges to the modules it takes
 * the imported names from. Index files themselves lead nowhere (their exports are reached that
 * way, or not at all).
 */
export function preciseImports(info: (id: string) => InfoWithCode | null): (id: string) => readonly string[] {
  const exportsOf = new Map<string, Map<string, string>>()
  const indexExportsOf = (indexId: string) => {
    let names = exportsOf.get(indexId)
    if (!names) {
      const m = info(indexId)
      names = indexExports(indexId, m?.code ?? '', m?.importedIds ?? [])
      exportsOf.set(indexId, names)
    }
    return names
  }
  return (id) => {
    if (isIndexFile(id)) return []
    const m = info(id)
    if (!m) return []
    const indexes = m.importedIds.filter(isIndexFile)
    if (indexes.length === 0) return m.importedIds
    const imported = importedNames(m.code ?? '')
    const edges = m.importedIds.filter((i) => !isIndexFile(i))
    for (const indexId of indexes) {
      const library = Object.keys(INDEX_FILES).find((lib) => INDEX_FILES[lib]?.test(indexId)) as string
      const names = indexExportsOf(indexId)
      for (const name of imported.get(library) ?? []) {
        const target = names.get(name)
        if (target) edges.push(target)
      }
    }
    return edges
  }
}
