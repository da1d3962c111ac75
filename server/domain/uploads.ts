import { randomBytes, randomUUID, type Hash } from 'node:crypto'
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { once } from 'node:events'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import { parseFile } from 'music-metadata'
import type { Executor } from '../db/client'
import { uploads } from '../db/schema/content'
import { badRequest, tooLarge, unsupportedMediaType } from '../lib/errors'
import { readMultipartField } from '../lib/multipart'
import type { FileStorage } from '../lib/storage'

/** Sniffed type → stored extension. Anything else is refused, whatever its name or declared type. */
const ALLOWED: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/x-m4a': 'm4a',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/ogg; codecs=opus': 'ogg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
}

/** file-type decides from the first few KB. */
const SNIFF_BYTES = 4100
/** Room for the multipart boundaries and part headers around the file itself. */
export const MULTIPART_SLACK = 64 * 1024

export type UploadRow = typeof uploads.$inferSelect

async function sniff(head: Buffer): Promise<{ mime: string; ext: string }> {
  const type = await fileTypeFromBuffer(head)
  const ext = type ? ALLOWED[type.mime] : undefined
  if (!type || !ext) {
    throw unsupportedMediaType('This file is not an allowed type. Upload audio (mp3, m4a, aac, wav, ogg) or an image (png, jpeg, webp).')
  }
  // One stored type per extension, so serving never depends on which alias file-type chose.
  return { mime: ext === 'm4a' ? 'audio/mp4' : ext === 'ogg' ? 'audio/ogg' : type.mime, ext }
}

async function durationOf(file: string): Promise<number | null> {
  try {
    const meta = await parseFile(file, { duration: true, skipCovers: true })
    const d = meta.format.duration
    return d !== undefined && Number.isFinite(d) ? Math.round(d * 1000) / 1000 : null
  } catch {
    // A file whose bytes pass the sniff but whose frames do not parse keeps a null duration.
    return null
  }
}

async function write(ws: WriteStream, data: Buffer) {
  if (ws.destroyed) throw new Error('The temporary upload file could not be written')
  if (!ws.write(data)) await once(ws, 'drain')
}

/**
 * Streams the multipart field `file` to a temporary file, sniffing its first bytes as they
 * arrive (a disallowed type stops the upload there) and stopping at the size limit; then moves
 * it into storage under a random name and records it. Nothing is kept when any step fails.
 */
export async function receiveUpload(opts: {
  db: Executor
  storage: FileStorage
  body: ReadableStream<Uint8Array>
  boundary: string
  maxBytes: number
  ownerId: string
  /** Fed the file's bytes as they arrive (the idempotency check compares repeats by it). */
  digest?: Hash
}): Promise<UploadRow> {
  const temp = path.join(opts.storage.tempDir, `${randomUUID()}.upload`)
  // Opened only once the first bytes have passed the sniff, so a refused type never touches the disk.
  let ws: WriteStream | null = null
  // Kept rather than thrown from the event, which would bring the process down (e.g. disk full).
  let writeError: Error | null = null
  const open = async () => {
    await mkdir(opts.storage.tempDir, { recursive: true })
    const stream = createWriteStream(temp, { flags: 'wx', mode: 0o600 })
    stream.on('error', (err) => {
      writeError = err
    })
    return stream
  }
  let head: Buffer[] | null = []
  let headBytes = 0
  let size = 0
  let type = null as { mime: string; ext: string } | null
  const flushHead = async () => {
    const bytes = Buffer.concat(head ?? [])
    type = await sniff(bytes)
    head = null
    ws = await open()
    await write(ws, bytes)
  }
  try {
    const part = await readMultipartField(opts.body, opts.boundary, 'file', opts.maxBytes + MULTIPART_SLACK, async (chunk) => {
      size += chunk.length
      opts.digest?.update(chunk)
      if (size > opts.maxBytes) throw tooLarge(`The file is larger than ${Math.floor(opts.maxBytes / (1024 * 1024))} MB`)
      if (!head) return write(ws!, chunk)
      head.push(chunk)
      headBytes += chunk.length
      if (headBytes >= SNIFF_BYTES) await flushHead()
    })
    if (!part) throw badRequest('Attach the file in a multipart field named "file"')
    if (size === 0) throw badRequest('The file is empty')
    if (head) await flushHead()
    if (!type || !ws) throw badRequest('The file is empty')
    const { mime, ext } = type
    const finished = ws as WriteStream
    finished.end()
    await once(finished, 'close')
    if (writeError) throw writeError
    const duration = mime.startsWith('audio/') ? await durationOf(temp) : null
    const name = `${randomBytes(16).toString('hex')}.${ext}`
    await opts.storage.put(name, createReadStream(temp), { size, contentType: mime })
    try {
      const [row] = await opts.db
        .insert(uploads)
        .values({ name, ownerId: opts.ownerId, mime, size, durationSeconds: duration, originalName: part.filename?.slice(0, 255) ?? null })
        .returning()
      return row!
    } catch (err) {
      await opts.storage.delete(name)
      throw err
    }
  } finally {
    const stream = ws as WriteStream | null
    if (stream && !stream.closed) {
      // Wait for the close, or the file could be (re)created after it is removed below.
      stream.destroy()
      await once(stream, 'close').catch(() => {})
    }
    await rm(temp, { force: true })
  }
}

export async function findUpload(db: Executor, name: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.name, name))
  return row
}
