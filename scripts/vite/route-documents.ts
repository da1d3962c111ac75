import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { signInScreenHtml, visitorBannerHtml } from '../../src/lib/first-screen/markup'
import { isDemoHome, isLayoutRoute, signedOutPage, SIGNED_OUT_PAGES } from './module-kinds'

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

/** The document a first visit to `/` gets (server/static.ts), beside the signed-out pages' own. */
export const VISITOR_DOCUMENT = 'visitor'

/**
 * `html` with the first screen a page's document draws before its script (src/lib/first-screen/markup.ts):
 * the sign-in form before the app's root, or the visitor banner.
 */
export function withFirstScreen(html: string, screen: string): string {
  if (!html.includes('<div id="root">')) throw new Error('index.html has no <div id="root"> to draw the first screen before.')
  return html.replace('<div id="root">', `${screen}\n    <div id="root">`)
}

/** index.html with module preloads for `files` added to its head. */
export function withPreloads(html: string, files: readonly string[]): string {
  const links = files.map((f) => `  <link rel="modulepreload" crossorigin href="/${f}">\n`).join('')
  return html.replace('</head>', `\n${links}</head>`)
}

const STYLESHEET = /[ \t]*<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">\n?/

/** The build's style sheet that `html` links, if any (its path under the build). */
export function linkedStyleSheet(html: string): string | null {
  return STYLESHEET.exec(html)?.[1] ?? null
}

/**
 * `html` with its linked style sheet written into the document instead, at the end of the head:
 * after the scripts and preloads, so the browser asks for those first (precompress.ts compresses
 * the part before the style on its own, for the browser to read before the style has arrived).
 */
export function withInlineStyle(html: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error('The style sheet cannot be written into a document: it contains "</style".')
  return html.replace(STYLESHEET, '').replace('</head>', `<style>${css}</style>\n</head>`)
}

/**
 * What a page loads past the entry is known only once the entry has downloaded and run: on a
 * slow connection, a whole round trip (and an idle link) later. So each document preloads it
 * with the entry:
 * - index.html, which every other page gets, preloads the layout and Home (isLayoutRoute);
 * - each signed-out page gets a copy of the build's index.html that preloads that page's own
 *   code instead, and not the layout it does not use, and carries the style sheet in itself. The
 *   server sends it for that path
 *   (server/static.ts). The sign-in page's copy draws its form before the script, and a first
 *   visit to `/` gets one (visitor.html) that draws the visitor banner and preloads the layout and
 *   the demo dashboard. Offline and once installed, the worker answers every navigation with
 *   index.html, so these copies are never precached.
 * Runs before the worker's precache list is made, which reads the final index.html.
 */
export function routeDocuments(): Plugin {
  let signedOut = new Map<string, string[]>()
  let layout: string[] = []
  let demoHome: string[] = []
  return {
    name: 'route-documents',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk')
      signedOut = new Map(SIGNED_OUT_PAGES.map((page) => [page, filesPastEntry(chunks, (id) => signedOutPage(id) === page)]))
      layout = filesPastEntry(chunks, isLayoutRoute)
      demoHome = filesPastEntry(chunks, (id) => isLayoutRoute(id) || isDemoHome(id))
    },
    writeBundle: {
      sequential: true,
      async handler(options) {
        const dir = options.dir as string
        const index = path.join(dir, 'index.html')
        const html = await readFile(index, 'utf8')
        await mkdir(path.join(dir, DOCUMENTS_DIR), { recursive: true })
        // A first visit's sign-in page: its style sheet comes with the document, over the connection
        // already open, while the browser opens new ones for the scripts (a round trip each on a
        // slow link, during which the link would otherwise carry nothing).
        const sheet = linkedStyleSheet(html)
        const css = sheet ? await readFile(path.join(dir, sheet), 'utf8') : null
        const documentOf = (page: string, files: readonly string[]) => {
          const screen = page === 'login' ? signInScreenHtml() : page === VISITOR_DOCUMENT ? visitorBannerHtml() : null
          const preloaded = withPreloads(screen ? withFirstScreen(html, screen) : html, files)
          return css === null ? preloaded : withInlineStyle(preloaded, css)
        }
        const pages = [...SIGNED_OUT_PAGES.map((page) => [page, signedOut.get(page) ?? []] as const), [VISITOR_DOCUMENT, demoHome] as const]
        await Promise.all(pages.map(([page, files]) => writeFile(path.join(dir, DOCUMENTS_DIR, `${page}.html`), documentOf(page, files))))
        await writeFile(index, withPreloads(html, layout))
      },
    },
  }
}
