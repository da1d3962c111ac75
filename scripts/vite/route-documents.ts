import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { isLayoutRoute, isSignedOutRoute, SIGNED_OUT_PAGES } from './module-kinds'

/** The folder under the build the server looks in for a route's own document (server/static.ts). */
export const DOCUMENTS_DIR = 'documents'

type ChunkLike = Pick<OutputChunk, 'fileName' | 'isEntry' | 'imports' | 'moduleIds'>

/** Chunks the given ones load before they run (their static imports, recursively). */
function withImports(start: readonly ChunkLike[], byName: Map<string, ChunkLike>): Set<string> {
  const seen = new Set<string>()
  const queue = start.map((c) => c.fileName)
  while (queue.length) {
    const name = queue.pop() as string
    if (seen.has(name)) continue
    seen.add(name)
    queue.push(...(byName.get(name)?.imports ?? []))
  }
  return seen
}

/**
 * The files the pages whose route files pass `test` load past the entry: the chunks holding
 * those route files and what they import, less what the entry loads anyway.
 */
export function filesPastEntry(chunks: readonly ChunkLike[], test: (moduleId: string) => boolean): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const initial = withImports(
    chunks.filter((c) => c.isEntry),
    byName,
  )
  const pages = chunks.filter((c) => c.moduleIds.some(test))
  return [...withImports(pages, byName)].filter((f) => !initial.has(f)).sort()
}

/** index.html with module preloads for `files` added to its head. */
export function withPreloads(html: string, files: readonly string[]): string {
  const links = files.map((f) => `  <link rel="modulepreload" crossorigin href="/${f}">\n`).join('')
  return html.replace('</head>', `\n${links}</head>`)
}

/**
 * What a page loads past the entry is known only once the entry has downloaded and run: on a
 * slow connection, a whole round trip (and an idle link) later. So each document preloads it
 * with the entry:
 * - index.html, which every other page gets, preloads the layout and Home (isLayoutRoute);
 * - each signed-out page gets a copy of the build's index.html that preloads that page's code
 *   instead, and not the layout it does not use. The server sends it for that path
 *   (server/static.ts). Offline and once installed, the worker answers every navigation with
 *   index.html, so these copies are never precached.
 * Runs before the worker's precache list is made, which reads the final index.html.
 */
export function routeDocuments(): Plugin {
  let signedOut: string[] = []
  let layout: string[] = []
  return {
    name: 'route-documents',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk')
      signedOut = filesPastEntry(chunks, isSignedOutRoute)
      layout = filesPastEntry(chunks, isLayoutRoute)
    },
    writeBundle: {
      sequential: true,
      async handler(options) {
        const dir = options.dir as string
        const index = path.join(dir, 'index.html')
        const html = await readFile(index, 'utf8')
        await mkdir(path.join(dir, DOCUMENTS_DIR), { recursive: true })
        const doc = withPreloads(html, signedOut)
        await Promise.all(SIGNED_OUT_PAGES.map((page) => writeFile(path.join(dir, DOCUMENTS_DIR, `${page}.html`), doc)))
        await writeFile(index, withPreloads(html, layout))
      },
    },
  }
}
