/**
 * A pack: many built files in one download (scripts/vite/precache-pack.ts writes it, the worker's
 * install reads it, sw/precache.ts). On a slow mobile connection round trips, not bandwidth, are
 * the limit, and six requests at a time still cost a round trip per six files.
 * Layout: the header's length in bytes (4 bytes, big-endian), the header (JSON: each file's URL,
 * content type and size in bytes, in order), then the files' bytes one after the other.
 */
export interface PackedFile {
  url: string
  type: string
  size: number
}

export interface PackEntry {
  url: string
  type: string
  body: Uint8Array<ArrayBuffer>
}

/** The pack holding `files`, in their order. */
export function writePack(files: readonly PackEntry[]): Uint8Array {
  const header = new TextEncoder().encode(JSON.stringify(files.map((f): PackedFile => ({ url: f.url, type: f.type, size: f.body.byteLength }))))
  const total = 4 + header.byteLength + files.reduce((n, f) => n + f.body.byteLength, 0)
  const out = new Uint8Array(total)
  new DataView(out.buffer).setUint32(0, header.byteLength)
  out.set(header, 4)
  let at = 4 + header.byteLength
  for (const f of files) {
    out.set(f.body, at)
    at += f.body.byteLength
  }
  return out
}

function isPackedFile(value: unknown): value is PackedFile {
  const f = value as PackedFile
  return typeof f === 'object' && f !== null && typeof f.url === 'string' && typeof f.type === 'string' && Number.isInteger(f.size) && f.size >= 0
}

/** The files a pack holds; throws on anything that is not a whole pack (cut short, or not one at all). */
export function readPack(buffer: ArrayBuffer): PackEntry[] {
  if (buffer.byteLength < 4) throw new Error('The pack is cut short.')
  const headerLength = new DataView(buffer).getUint32(0)
  if (4 + headerLength > buffer.byteLength) throw new Error('The pack is cut short.')
  const header: unknown = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 4, headerLength)))
  if (!Array.isArray(header) || !header.every(isPackedFile)) throw new Error('The pack has no valid list of files.')
  const files = header
  const bodyBytes = files.reduce((n, f) => n + f.size, 0)
  if (4 + headerLength + bodyBytes !== buffer.byteLength) throw new Error('The pack is cut short.')
  let at = 4 + headerLength
  return files.map((f) => {
    const body = new Uint8Array(buffer, at, f.size)
    at += f.size
    return { url: f.url, type: f.type, body }
  })
}
