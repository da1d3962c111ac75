import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliCompress, type Gzip } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text formats worth compressing (a pack holds scripts and style sheets, precache-pack.ts); images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|pack)$/
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

/** Compresses `first` and `rest` as one stream, `first` flushed on its own so a reader can decode it before `rest` arrives. */
function inTwoBlocks(stream: BrotliCompress | Gzip, flushKind: number, first: Buffer, rest: Buffer): Promise<Buffer> {
  const out: Buffer[] = []
  stream.on('data', (piece: Buffer) => out.push(piece))
  return new Promise((resolve, reject) => {
    stream.on('error', reject)
    stream.on('end', () => resolve(Buffer.concat(out)))
    stream.write(first)
    stream.flush(flushKind, () => stream.end(rest))
  })
}

/**
 * Where to flush a document's compressed stream: before a style sheet written into it
 * (route-documents.ts), so the browser reads the scripts the head names, and starts fetching
 * them, before the style sheet has arrived. Measured in Chromium on the 3G-like link: with the
 * document compressed in one piece, it asked for the scripts only once the whole document was
 * in (0.2 to 0.4 s later).
 */
export function flushPoint(file: string, source: Buffer): number {
  return file.endsWith('.html') ? source.indexOf('<style') : -1
}

/** `source` (the content of `file`) compressed with brotli and gzip at their best settings. */
export async function compressed(file: string, source: Buffer): Promise<{ br: Buffer; gzipped: Buffer }> {
  const split = flushPoint(file, source)
  const brotliParams = { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }
  const [br, gzipped] =
    split > 0
      ? await Promise.all([
          inTwoBlocks(createBrotliCompress(brotliParams), constants.BROTLI_OPERATION_FLUSH, source.subarray(0, split), source.subarray(split)),
          inTwoBlocks(createGzip({ level: 9 }), constants.Z_SYNC_FLUSH, source.subarray(0, split), source.subarray(split)),
        ])
      : await Promise.all([brotli(source, brotliParams), gz(source, { level: 9 })])
  return { br, gzipped }
}

/** Writes `file.br` and `file.gz` beside `file`, each only when it is smaller than the file. */
async function compressFile(file: string): Promise<void> {
  const source = await readFile(file)
  const { br, gzipped } = await compressed(file, source)
  if (br.length < source.length) await writeFile(`${file}.br`, br)
  if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped)
}

/**
 * Compresses the build once, at build time, with brotli and gzip at their best settings, so the
 * server sends the copy the browser accepts (server/static-file.ts) instead of compressing every
 * answer again. Runs last, after the worker script has been written.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir)
        const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f))
        const large = (await Promise.all(files.map(async (f) => ((await stat(f)).size >= MIN_BYTES ? f : null)))).filter((f): f is string => f !== null)
        // A few at a time: brotli at its best setting is slow, and the machine may be small.
        for (let i = 0; i < large.length; i += 8) await Promise.all(large.slice(i, i + 8).map(compressFile))
      },
    },
  }
}
