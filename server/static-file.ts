import { createReadStream, statSync, type Stats } from 'node:fs'
import { Readable } from 'node:stream'
import { getMimeType } from 'hono/utils/mime'

/** Encodings the build writes beside each compressible file, best first (scripts/vite/precompress.ts). */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

function fileStats(file: string): Stats | null {
  try {
    const stats = statSync(file)
    return stats.isFile() ? stats : null
  } catch {
    return null
  }
}

/** The encodings the client accepts (q > 0), from its Accept-Encoding header. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>()
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name)
  }
  return accepted
}

/** True when one of the client's validators still matches what we would send. */
function notModified(headers: Headers, etag: string, mtime: Date): boolean {
  const ifNoneMatch = headers.get('if-none-match')
  if (ifNoneMatch !== null) {
    // Weak comparison (RFC 9110 §13.1.2): a W/ prefix added on the way does not matter.
    const wanted = ifNoneMatch.split(',').map((t) => t.trim().replace(/^W\//, ''))
    return wanted.includes('*') || wanted.includes(etag)
  }
  const since = Date.parse(headers.get('if-modified-since') ?? '')
  // HTTP dates have whole seconds.
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since
}

/**
 * Answers a GET or HEAD for one built file: the precompressed copy the client accepts best
 * (brotli, then gzip, else the file itself), with an ETag and Last-Modified so a revisit is a
 * 304 with no body. Null when the file does not exist.
 */
export function serveBuiltFile(file: string, method: string, request: Headers, cacheControl: string): Response | null {
  const stats = fileStats(file)
  if (!stats) return null
  const type = getMimeType(file) ?? 'application/octet-stream'
  const accepted = acceptedEncodings(request.get('accept-encoding') ?? undefined)
  let body = file
  let size = stats.size
  let encoding: string | null = null
  let hasVariants = false
  for (const candidate of ENCODINGS) {
    const variant = fileStats(file + candidate.suffix)
    // A copy older than the file no longer stands for it (the file was replaced after the build).
    if (!variant || variant.mtimeMs < stats.mtimeMs) continue
    hasVariants = true
    if (encoding || !accepted.has(candidate.name)) continue
    body = file + candidate.suffix
    size = variant.size
    encoding = candidate.name
  }
  // One tag per file version and encoding: the bytes differ, so the tags must too.
  const etag = `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`
  const headers = new Headers({
    'Content-Type': type,
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
    'Cache-Control': cacheControl,
  })
  if (hasVariants) headers.set('Vary', 'Accept-Encoding')
  if (notModified(request, etag, stats.mtime)) return new Response(null, { status: 304, headers })
  if (encoding) headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(size))
  if (method === 'HEAD') return new Response(null, { status: 200, headers })
  const stream = Readable.toWeb(createReadStream(body)) as ReadableStream<Uint8Array>
  return new Response(stream, { status: 200, headers })
}
