import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { writePack } from '../../sw/pack'
import { isLayoutRoute, isSignedOutRoute } from './module-kinds'
import type { PrecacheGroup } from './precache-groups'
import { filesPastEntry } from './route-documents'

/** Where the build writes the pack of the install's files (read by sw/precache.ts). */
export const PACK_FILE = 'precache/core.pack'

type ChunkLike = Pick<OutputChunk, 'fileName' | 'isEntry' | 'imports' | 'moduleIds'> & { viteMetadata?: { importedCss: Set<string> } }

/**
 * The files a first visit's page loads itself, whatever page it opens: the entry with what it
 * imports, the layout and Home, the signed-out pages' code, and their style sheets. The browser
 * has them in its HTTP cache when the worker installs, so they are left out of the pack.
 */
export function shellFiles(chunks: readonly ChunkLike[]): Set<string> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const shell = new Set<string>()
  const queue = chunks.filter((c) => c.isEntry).map((c) => c.fileName)
  while (queue.length) {
    const name = queue.pop() as string
    if (shell.has(name)) continue
    shell.add(name)
    queue.push(...(byName.get(name)?.imports ?? []))
  }
  for (const file of [...filesPastEntry(chunks, isLayoutRoute), ...filesPastEntry(chunks, isSignedOutRoute)]) shell.add(file)
  for (const name of [...shell]) for (const css of byName.get(name)?.viteMetadata?.importedCss ?? []) shell.add(css)
  return shell
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' }

/**
 * The install's scripts and style sheets in one file (sw/pack.ts), but for those a first visit's
 * page has loaded already: the worker downloads one file instead of a few dozen, a round trip
 * each six at a time on a slow connection. `groupOf` is the precache groups' (precache-groups.ts),
 * whose plugin must come before this one. `isPacked` marks the pack's files in the worker's list.
 */
export function precachePack(groupOf: (url: string) => PrecacheGroup): { plugin: Plugin; isPacked: (url: string) => boolean } {
  let packed: string[] = []
  return {
    plugin: {
      name: 'precache-pack',
      apply: 'build',
      generateBundle(_options, bundle: OutputBundle) {
        const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk')
        const shell = shellFiles(chunks)
        packed = Object.keys(bundle)
          .filter((file) => path.extname(file) in TYPES && groupOf(file) === 'core' && !shell.has(file))
          .sort()
      },
      writeBundle: {
        sequential: true,
        async handler(options) {
          const dir = options.dir as string
          const files = await Promise.all(
            packed.map(async (url) => ({ url, type: TYPES[path.extname(url)] as string, body: new Uint8Array(await readFile(path.join(dir, url))) })),
          )
          await mkdir(path.join(dir, path.dirname(PACK_FILE)), { recursive: true })
          await writeFile(path.join(dir, PACK_FILE), writePack(files))
        },
      },
    },
    isPacked: (url) => packed.includes(url),
  }
}
