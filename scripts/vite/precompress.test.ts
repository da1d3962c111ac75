import { brotliCompressSync, brotliDecompressSync, constants, createBrotliDecompress, createGunzip, gunzipSync, type BrotliDecompress, type Gunzip } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressed } from './precompress'

const head = '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script>\n'
const doc = Buffer.from(`${head}<style>${'.a{color:red}'.repeat(400)}${Array.from({ length: 400 }, (_, i) => `.c${i}{margin:${i}px}`).join('')}</style>\n</head><body></body></html>`)

/** What a decoder gives for the first `bytes` of a compressed stream, before the rest has arrived. */
function decodedFrom(stream: Gunzip | BrotliDecompress, bytes: Buffer): Promise<string> {
  const out: Buffer[] = []
  stream.on('data', (piece: Buffer) => out.push(piece))
  stream.on('error', () => undefined)
  return new Promise((resolve) => {
    stream.write(bytes, () => setTimeout(() => resolve(Buffer.concat(out).toString()), 50))
  })
}

describe('precompressed documents', () => {
  it('compress a document with a style sheet in two blocks: the head before the style decodes on its own', async () => {
    const { br, gzipped } = await compressed('login.html', doc)
    expect(brotliDecompressSync(br).equals(doc)).toBe(true)
    expect(gunzipSync(gzipped).equals(doc)).toBe(true)
    // The style sheet compresses to more than the head: cut halfway, the head is there.
    expect(await decodedFrom(createBrotliDecompress(), br.subarray(0, Math.floor(br.length / 2)))).toContain('/assets/index-1.js')
    expect(await decodedFrom(createGunzip(), gzipped.subarray(0, Math.floor(gzipped.length / 2)))).toContain('/assets/index-1.js')
  })

  it('compress any other file in one piece, as brotli does at its best setting', async () => {
    const { br } = await compressed('index-1.js', doc)
    expect(br.equals(brotliCompressSync(doc, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: doc.length } }))).toBe(true)
  })
})
